/**
 * `npm start` time to the first answered request, cold (new database) and warm (existing one).
 * Baseline in the same run: a bare node:http server started the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, startAndWait, startApi } from './support/app.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);

async function measureBaseline(): Promise<number> {
  const script = `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`;
  const run = await startAndWait(process.execPath, ['-e', script], `http://127.0.0.1:${PORT}/`, {});
  await run.stop();
  return run.readyMs;
}

async function measureApi(dataDir: string): Promise<number> {
  const run = await startApi(PORT, dataDir, PG_PORT);
  await run.stop();
  return run.readyMs;
}

async function measureNpmStart(dataDir: string): Promise<number> {
  const run = await startAndWait('npm', ['start', '--silent'], `http://127.0.0.1:${PORT}/api/health`, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
  });
  await run.stop();
  return run.readyMs;
}

export async function benchStartTime(): Promise<void> {
  const baseline = await measureBaseline();
  const rows: Record<string, string | number>[] = [];
  const record = (name: string, ms: number) =>
    rows.push({
      case: name,
      'ms to first 200': Math.round(ms),
      'x bare node:http': (ms / baseline).toFixed(1),
    });
  record('bare node:http (baseline)', baseline);

  const apiDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-start-'));
  record('API cold (initdb, migrate, seed)', await measureApi(apiDir));
  record('API warm', await measureApi(apiDir));
  rmSync(apiDir, { recursive: true, force: true });

  const npmDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-npm-'));
  record('npm start cold (new database, build cached)', await measureNpmStart(npmDir));
  record('npm start warm', await measureNpmStart(npmDir));
  rmSync(npmDir, { recursive: true, force: true });

  printTable('npm start: time to the first answered request', rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartTime();
