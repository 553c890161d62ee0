import 'reflect-metadata';
import pg from 'pg';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config/app-config.js';
import {
  startEmbeddedDatabase,
  type EmbeddedPostgresServer,
} from '../infrastructure/database/embedded-postgres.js';
import { runMigrations } from '../infrastructure/database/run-migrations.js';
import { DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { loadCreators } from '../modules/talent-data/loader/bulk-loader.js';
import { runningEmbeddedUrl } from './cli-database.js';
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed-args.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SeedArgsError) fail(`${error.message}\n\n${SEED_USAGE}`);
    throw error;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const logger = pino({ level: 'warn' });
  let embedded: EmbeddedPostgresServer | null = null;
  let client: pg.Client | null = null;
  const stop = async () => {
    await client?.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };
  process.on('SIGINT', () => {
    console.error('Interrupted: the open batch is rolled back.');
    void stop().then(() => process.exit(130));
  });

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      databaseUrl = (await runningEmbeddedUrl(config.dataDir)) ?? undefined;
      if (databaseUrl) console.log(`Using the running embedded PostgreSQL of ${config.dataDir}`);
    }
    if (!databaseUrl) {
      ({ embedded, databaseUrl } = await startEmbeddedDatabase(config, logger));
      console.log(`Embedded PostgreSQL on port ${config.embeddedPgPort}, data in ${config.dataDir}`);
    }
    await runMigrations(databaseUrl);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();

    let teamIds: number[] = [];
    if (args.demo) {
      const team = await client.query<{ id: number }>(
        `SELECT id FROM teams WHERE name = $1 ORDER BY id LIMIT 1`,
        [DEMO_TEAM_NAME],
      );
      if (!team.rows[0])
        throw new Error(
          `The demo agency "${DEMO_TEAM_NAME}" does not exist yet: start the API once (npm start) or use --team ID.`,
        );
      teamIds = [team.rows[0].id];
    } else if (args.team !== null) {
      const team = await client.query(`SELECT 1 FROM teams WHERE id = $1`, [args.team]);
      if (team.rowCount === 0) throw new Error(`--team: no team has the id ${args.team}.`);
      teamIds = [args.team];
    }

    const target =
      args.talent !== null
        ? `${args.talent.toLocaleString('en-US')} creators`
        : `${args.accounts!.toLocaleString('en-US')} social accounts`;
    console.log(
      `Seeding ${target} (seed ${args.seed})${teamIds.length ? ` on team ${teamIds[0]}` : ' into the directory'}...`,
    );
    let lastPrint = 0;
    const result = await loadCreators(client, {
      ...(args.talent !== null ? { creators: args.talent } : { accounts: args.accounts! }),
      seed: args.seed,
      teamIds,
      handles: 'unique',
      batchSize: args.posts ? 1000 : 5000,
      generate: {
        withPosts: args.posts,
        rateCardShare: 0.3,
        caseStudyShare: teamIds.length ? 0.1 : 0,
        taglineShare: 0.3,
      },
      onProgress: (progress) => {
        if (progress.elapsedMs - lastPrint < 2000) return;
        lastPrint = progress.elapsedMs;
        const seconds = progress.elapsedMs / 1000;
        console.log(
          `  ${progress.creators.toLocaleString('en-US')} creators, ${progress.accounts.toLocaleString('en-US')} social accounts, ${progress.posts.toLocaleString('en-US')} posts (${seconds.toFixed(1)} s, ${Math.round(progress.accounts / seconds).toLocaleString('en-US')} accounts/s)`,
        );
      },
    });
    const seconds = result.elapsedMs / 1000;
    console.log(
      `Done: ${result.creators} creators, ${result.accounts} social accounts, ${result.posts} posts, ${result.teamLinks} roster links, ${result.caseStudies} case studies in ${seconds.toFixed(1)} s (${Math.round((result.creators + result.accounts + result.posts) / Math.max(seconds, 0.001))} rows/s${result.indexesRebuilt ? ', indexes rebuilt' : ''})`,
    );
  } catch (error) {
    await stop();
    fail(`Seeding failed: ${(error as Error).message}`);
  }
  await stop();
}

void main();
