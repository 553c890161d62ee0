export interface SeedArgs {
  talent: number | null;
  accounts: number | null;
  team: number | null;
  demo: boolean;
  seed: number;
  posts: boolean;
  help: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- --talent N [--team ID | --demo] [--seed S] [--posts]
       npm run seed -- --accounts N [--team ID | --demo] [--seed S]

Adds N generated creators (or creators until N social accounts exist) to the database.
  --talent N     number of creators to add (1 to 5,000,000)
  --accounts N   add creators until N social accounts were added (1 to 10,000,000)
  --team ID      put the creators on the roster of team ID (default: directory only, no team)
  --demo         put them on the demo agency's roster (Northstar Talent)
  --seed S       generator seed (default 1): the same seed on a fresh database gives the same data
  --posts        also generate posts (3-9 per type per account; default: on for --team/--demo)
Uses DATABASE_URL when set, else the embedded PostgreSQL of npm start (DATA_DIR, EMBEDDED_PG_PORT).`;

export class SeedArgsError extends Error {}

function whole(name: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw.replace(/_/g, ''))) {
    throw new SeedArgsError(
      `${name} needs a whole number (got ${raw === undefined ? 'nothing' : `"${raw}"`})`,
    );
  }
  const value = Number(raw.replace(/_/g, ''));
  if (value < min || value > max)
    throw new SeedArgsError(`${name} must be between ${min} and ${max} (got ${value})`);
  return value;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = {
    talent: null,
    accounts: null,
    team: null,
    demo: false,
    seed: 1,
    posts: false,
    help: false,
  };
  let postsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--talent':
        args.talent = whole('--talent', value(), 1, 5_000_000);
        break;
      case '--accounts':
        args.accounts = whole('--accounts', value(), 1, 10_000_000);
        break;
      case '--team':
        args.team = whole('--team', value(), 1, 2_147_483_647);
        break;
      case '--seed':
        args.seed = whole('--seed', value(), 0, 4_294_967_295);
        break;
      case '--demo':
        args.demo = true;
        break;
      case '--posts':
        args.posts = true;
        postsGiven = true;
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new SeedArgsError(`Unknown option "${argv[i]}"`);
    }
  }
  if (args.help) return args;
  if ((args.talent === null) === (args.accounts === null))
    throw new SeedArgsError('Give either --talent N or --accounts N');
  if (args.team !== null && args.demo) throw new SeedArgsError('Give --team ID or --demo, not both');
  if (!postsGiven) args.posts = args.team !== null || args.demo;
  return args;
}
