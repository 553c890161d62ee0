/**
 * Crash soak: CLIENTS clients autosave sheets through nginx in front of two API
 * processes on one PostgreSQL while faults happen, then the database is checked.
 *
 *   npm run soak -w bench                                  # 120 s, SIGKILL + restart one API process every 20 s
 *   npm run soak -w bench -- --mode pg                     # 120 s, the PostgreSQL server restarted once (at half time)
 *   npm run soak -w bench -- --duration 30 --kill-every 10 # a quick check
 *
 * Builds nothing: run `npx nx build @tpp/api` first. The clients make the sheet editor's real
 * calls: POST /api/user/talent-sheets/save with the version the edit is based on; a 409
 * SHEET_CHANGED (or an unknown outcome: a 5xx or a broken connection) makes the client reload the
 * sheet (GET /api/talent-sheets/{id}) and go on from what the server has, as the editor does after
 * a reload. Two clients share each sheet and write different creators' notes, so a save that
 * silently overwrote the other's would show in the database.
 *
 * Checks afterwards: each client's last acknowledged note is in the database (or a later note of
 * the same client whose answer was lost), no version was acknowledged twice on one sheet, and
 * every 5xx is attributed from nginx's access log: a 502 of a request that was open on the killed
 * process at the kill is expected; any other 5xx is not.
 */
import { hash } from '@node-rs/argon2';
import type { SaveTalentSheetResponse, TalentSheetResponse } from '@tpp/contracts';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from '../services/api/src/infrastructure/database/embedded-postgres.js';
import { Cluster, freePort } from '../services/api/test/support/cluster.js';
import { HttpBrowser } from '../services/api/test/support/http-browser.js';
import { printTable } from './support/app.js';

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', default: 'kill' },
    duration: { type: 'string', default: '120' },
    'kill-every': { type: 'string', default: '20' },
    clients: { type: 'string', default: '10' },
    'save-interval-ms': { type: 'string', default: '250' },
  },
});
const MODE = flags.mode === 'pg' ? 'pg' : 'kill';
const DURATION_MS = Number(flags.duration) * 1000;
const KILL_EVERY_MS = Number(flags['kill-every']) * 1000;
const CLIENTS = Number(flags.clients);
const SAVE_INTERVAL_MS = Number(flags['save-interval-ms']);
const PASSWORD = 'soak-password-2026';
const SAVE = '/api/user/talent-sheets/save';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Counts {
  sent: number;
  acknowledged: number;
  conflicts: number;
  serverErrors: number;
  connectionErrors: number;
  otherAnswers: number;
  reloads: number;
}

interface ClientRecord {
  index: number;
  sheetId: string;
  slot: number;
  /** The last note the server acknowledged, and every note sent after it (answers lost). */
  lastAcknowledged: number;
  attemptedAfter: Set<number>;
  /** Versions acknowledged to this client. */
  versions: number[];
}

interface Fault {
  at: number;
  kind: string;
  port?: number;
  /** SIGKILL: when the process's exit was seen (the kernel tears a big process down in some ms). */
  exitedAt?: number;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'tpp-soak-'));
  // PostgreSQL runs as the postgres OS user when we are root: it must reach the data directory.
  await chmod(dir, 0o755);
  const pgPort = await freePort();
  const pgOptions = { dataDir: join(dir, 'db'), port: pgPort, logger: pino({ level: 'warn' }) };
  let server: EmbeddedPostgresServer = await startEmbeddedPostgres(pgOptions);
  await ensureDatabase(server.urlFor('postgres'), 'tpp_soak');
  const databaseUrl = server.urlFor('tpp_soak');
  let cluster: Cluster | null = null;
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  try {
    cluster = await Cluster.start({
      databaseUrl,
      processes: 2,
      env: {
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_EMAIL: '1000000',
        SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '1000000',
        SIGNIN_FAILURES_PER_IP: '1000000',
      },
    });
    await db.connect();
    const sheets = Math.ceil(CLIENTS / 2);
    const { clients, creators } = await seed(db, cluster.url);
    await db.end();

    const counts: Counts = {
      sent: 0,
      acknowledged: 0,
      conflicts: 0,
      serverErrors: 0,
      connectionErrors: 0,
      otherAnswers: 0,
      reloads: 0,
    };
    const faults: Fault[] = [];
    const restartMs: number[] = [];
    const started = Date.now();
    let running = true;
    console.log(
      `Soak (${MODE}): ${CLIENTS} clients on ${sheets} sheets through nginx for ${DURATION_MS / 1000} s` +
        (MODE === 'kill'
          ? `, SIGKILL + restart of one API process every ${KILL_EVERY_MS / 1000} s`
          : ', PostgreSQL restarted once at half time'),
    );

    const loops = clients.map((client) => autosave(client, creators, cluster!.url, counts, () => running));
    const faultLoop = (async () => {
      if (MODE === 'kill') {
        const ports = cluster!.running.map((process) => process.port);
        let victim = 0;
        for (let next = started + KILL_EVERY_MS; next < started + DURATION_MS - 2000; next += KILL_EVERY_MS) {
          await sleep(next - Date.now());
          // The two processes by turns (a restarted process keeps its port).
          const port = ports[victim % ports.length]!;
          const target = cluster!.running.find((process) => process.port === port)!;
          victim += 1;
          const fault: Fault = { at: Date.now(), kind: 'SIGKILL', port: target.port };
          faults.push(fault);
          await target.kill();
          fault.exitedAt = Date.now();
          const restartedAt = performance.now();
          await cluster!.startProcess(target.port);
          restartMs.push(performance.now() - restartedAt);
          // nginx counted the refused connections of the down process (max_fails=3 fail_timeout=1s):
          // the next kill waits until nginx sends to the restarted one again, so one process always serves.
          next = Math.max(next, Date.now() + 2000 - KILL_EVERY_MS);
        }
      } else {
        await sleep(DURATION_MS / 2);
        faults.push({ at: Date.now(), kind: 'PostgreSQL stop' });
        await server.stop();
        server = await startEmbeddedPostgres(pgOptions);
        faults.push({ at: Date.now(), kind: 'PostgreSQL started' });
      }
    })();
    await sleep(DURATION_MS);
    running = false;
    await Promise.all([...loops, faultLoop]);
    const seconds = (Date.now() - started) / 1000;

    // The database afterwards.
    const check = new pg.Client({ connectionString: databaseUrl });
    check.on('error', () => undefined);
    await check.connect();
    let lost = 0;
    const lostDetails: string[] = [];
    for (const client of clients) {
      const { rows } = await check.query<{ note: string }>(
        `SELECT tsi.note FROM talent_sheet_influencers tsi JOIN talent_sheets ts ON ts.id = tsi.sheet_id
         WHERE ts.public_id = $1 AND tsi.influencer_id = $2`,
        [client.sheetId, creators[client.slot]],
      );
      const note = rows[0]?.note ?? '';
      const match = /^client-(\d+)-save-(\d+)$/.exec(note);
      const seq = match && Number(match[1]) === client.index ? Number(match[2]) : 0;
      const fine =
        seq === client.lastAcknowledged || (seq > client.lastAcknowledged && client.attemptedAfter.has(seq));
      if (!fine) {
        lost += 1;
        lostDetails.push(
          `client ${client.index}: database "${note}", last acknowledged ${client.lastAcknowledged}`,
        );
      }
    }
    let duplicateVersions = 0;
    for (let sheet = 0; sheet < sheets; sheet += 1) {
      const versions = clients
        .filter((c) => c.sheetId === clients[sheet * 2]!.sheetId)
        .flatMap((c) => c.versions);
      duplicateVersions += versions.length - new Set(versions).size;
    }
    await check.end();

    // Every 5xx nginx answered, attributed to a kill when the request was open on the killed process.
    const log = (await readFile(cluster.nginx.accessLog, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            msec: number;
            request_time: number;
            status: number;
            upstream_addr: string;
            uri: string;
          },
      );
    const kills = faults.filter((fault) => fault.kind === 'SIGKILL');
    const outage: [number, number] | null = MODE === 'pg' ? [faults[0]!.at, faults[1]!.at] : null;
    let fromKilled = 0;
    let duringOutage = 0;
    const unexplained: string[] = [];
    for (const entry of log.filter((e) => e.status >= 500)) {
      const end = entry.msec * 1000;
      const start = end - entry.request_time * 1000;
      const lastUpstream = entry.upstream_addr.split(/[,:]\s*/).filter(Boolean);
      const killed = kills.some(
        (kill) =>
          entry.status === 502 &&
          start <= (kill.exitedAt ?? kill.at) &&
          end >= kill.at &&
          entry.upstream_addr.includes(`:${kill.port}`),
      );
      if (killed) fromKilled += 1;
      else if (outage && end >= outage[0] - 100 && start <= outage[1] + 100) duringOutage += 1;
      else
        unexplained.push(
          `${entry.status} ${entry.uri} upstream ${lastUpstream.join(' ')} from ${new Date(start).toISOString()} to ${new Date(end).toISOString()}`,
        );
    }
    const clientFaults = counts.serverErrors - log.filter((e) => e.status >= 500).length;

    printTable(`Crash soak (${MODE}) on this machine, ${seconds.toFixed(0)} s, ${new Date().toISOString()}`, [
      {
        mode: MODE === 'kill' ? `SIGKILL every ${KILL_EVERY_MS / 1000} s` : 'PostgreSQL restart',
        faults: MODE === 'kill' ? kills.length : 1,
        'saves sent': counts.sent,
        acknowledged: counts.acknowledged,
        '409 conflicts': counts.conflicts,
        '5xx': counts.serverErrors,
        '5xx from killed process': fromKilled,
        ...(MODE === 'pg' ? { '5xx during PG outage': duringOutage } : {}),
        'other 5xx': unexplained.length,
        'connection errors': counts.connectionErrors,
        'other answers': counts.otherAnswers,
        'lost acknowledged saves': lost,
        'versions acknowledged twice': duplicateVersions,
      },
    ]);
    if (restartMs.length > 0)
      console.log(
        `API restart to ready: median ${Math.round(restartMs.sort((x, y) => x - y)[Math.floor(restartMs.length / 2)]!)} ms, max ${Math.round(Math.max(...restartMs))} ms`,
      );
    if (MODE === 'pg') console.log(`PostgreSQL down for ${faults[1]!.at - faults[0]!.at} ms`);
    if (clientFaults !== 0) console.log(`(5xx seen by clients minus 5xx in nginx's log: ${clientFaults})`);
    for (const line of [...lostDetails, ...unexplained.slice(0, 20)]) console.log(`  ${line}`);
    console.log(
      `Faults: ${faults.map((f) => `${f.kind}${f.port ? ` :${f.port}` : ''} at ${new Date(f.at).toISOString()}`).join('; ')}`,
    );
    if (unexplained.length > 0) {
      const errors = await readFile(join(cluster.nginx.prefix, 'logs/error.log'), 'utf8');
      console.log(
        errors
          .split('\n')
          .filter((line) => /\[error\]/.test(line))
          .slice(0, 10)
          .map((l) => l.slice(0, 300))
          .join('\n'),
      );
    }
    const failed = lost > 0 || duplicateVersions > 0 || unexplained.length > 0 || counts.connectionErrors > 0;
    if (failed) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    await cluster?.stop();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function seed(
  db: pg.Client,
  base: string,
): Promise<{ clients: (ClientRecord & { browser: HttpBrowser })[]; creators: number[] }> {
  const team = (
    await db.query<{ id: number }>(
      `INSERT INTO teams (name, settings) VALUES ('Soak Agency', '{}') RETURNING id`,
    )
  ).rows[0]!.id;
  const creators: number[] = [];
  for (let slot = 0; slot < 3; slot += 1) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO influencers (fullname, primary_team_id) VALUES ($1, $2) RETURNING id`,
      [`Soak Creator ${slot + 1}`, team],
    );
    await db.query(`INSERT INTO team_influencers (team_id, influencer_id, position) VALUES ($1, $2, $3)`, [
      team,
      rows[0]!.id,
      slot,
    ]);
    creators.push(rows[0]!.id);
  }
  const passwordHash = await hash(PASSWORD, { memoryCost: 256, timeCost: 1, parallelism: 1 });
  const clients: (ClientRecord & { browser: HttpBrowser })[] = [];
  const sheetIds: string[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const email = `soak-${index}@agency.test`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, full_name, primary_team_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [email, passwordHash, `Soak Agent ${index}`, team],
    );
    await db.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'member')`, [
      rows[0]!.id,
      team,
    ]);
    const browser = new HttpBrowser(base);
    const signIn = await browser.post('/api/user/account/signin', { email, password: PASSWORD });
    if (signIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signIn.body}`);
    const sheet = Math.floor(index / 2);
    if (sheetIds[sheet] === undefined) {
      const created = await browser.post(SAVE, {
        title: `Soak sheet ${sheet + 1}`,
        sheet_type: 'talent',
        influencers: creators.map((id) => ({ influencer_id: id, note: '' })),
      });
      if (created.statusCode !== 200) throw new Error(`Creating a sheet failed: ${created.body}`);
      sheetIds[sheet] = created.json<SaveTalentSheetResponse>().sheet_id;
    }
    clients.push({
      index,
      browser,
      sheetId: sheetIds[sheet]!,
      slot: index % 2,
      lastAcknowledged: 0,
      attemptedAfter: new Set(),
      versions: [],
    });
  }
  return { clients, creators };
}

/** One agent editing its creator's note: the editor's save with its version; a reload after a 409 or an unknown outcome. */
async function autosave(
  client: ClientRecord & { browser: HttpBrowser },
  creators: number[],
  _base: string,
  counts: Counts,
  running: () => boolean,
): Promise<void> {
  let sheet: { version: number; notes: Record<string, string>; title: string } | null = null;
  let seq = 0;
  while (running()) {
    if (!sheet) {
      counts.reloads += 1;
      try {
        const answer = await client.browser.get(`/api/talent-sheets/${client.sheetId}?sheet_type=talent`);
        if (answer.statusCode === 200) {
          const loaded = answer.json<TalentSheetResponse>().sheet;
          sheet = { version: loaded.version, notes: { ...loaded.notes }, title: loaded.title };
        } else await sleep(100);
      } catch {
        await sleep(100);
      }
      continue;
    }
    seq += 1;
    const note = `client-${client.index}-save-${seq}`;
    const notes = { ...sheet.notes, [String(creators[client.slot])]: note };
    counts.sent += 1;
    client.attemptedAfter.add(seq);
    try {
      const answer = await client.browser.post(SAVE, {
        title: sheet.title,
        sheet_type: 'talent',
        sheet_id: client.sheetId,
        version: sheet.version,
        influencers: creators.map((id) => ({ influencer_id: id, note: notes[String(id)] ?? '' })),
      });
      if (answer.statusCode === 200) {
        counts.acknowledged += 1;
        const version = answer.json<SaveTalentSheetResponse>().version;
        client.versions.push(version);
        client.lastAcknowledged = seq;
        client.attemptedAfter.clear();
        sheet = { ...sheet, version, notes };
      } else {
        if (answer.statusCode === 409) counts.conflicts += 1;
        else if (answer.statusCode >= 500) counts.serverErrors += 1;
        else {
          counts.otherAnswers += 1;
          console.log(`client ${client.index}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        }
        sheet = null;
      }
    } catch {
      counts.connectionErrors += 1;
      sheet = null;
    }
    await sleep(SAVE_INTERVAL_MS * (0.5 + Math.random()));
  }
}

await main();
