import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { kb, printTable } from './app.js';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** 50 connections: a 2 s warm-up so JIT and caches reach their steady state, then 10 s measured. */
export async function hammer(url: string): Promise<Load> {
  await autocannon({ url, connections: 50, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The baseline: a bare node:http server answering every request with the file's bytes from memory. */
export async function bareJsonServer(jsonFile: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(jsonFile)});
    require('node:http').createServer((q, s) => {
      s.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      s.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A table row comparing a load run with the baseline's throughput. */
export function loadRow(name: string, load: Load, baseline: Load): Record<string, string | number> {
  return {
    server: name,
    'req/s': Math.round(load.rps),
    'p50 ms': load.p50,
    'p99 ms': load.p99,
    errors: load.errors,
    'x bare node:http': (load.rps / baseline.rps).toFixed(2),
  };
}

export function percentile(sortedMs: number[], p: number): number {
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return Number((sortedMs[Math.max(0, index)] ?? Number.NaN).toFixed(2));
}

/** A public JSON answer measured against the baseline (compareWithBareServer). */
export interface BaselineComparison {
  /** The answer's URL, fetched once, then hammered. */
  url: string;
  /** Where the answer's bytes are written for the baseline to serve. */
  jsonFile: string;
  baselinePort: number;
  /** The table's title starts with it ('Public roster API'). */
  title: string;
  /** The API row's name ('GET /api/team/roster/{teamId}'). */
  route: string;
  /** The least share of the baseline's requests per second the API must reach. */
  targetRatio: number;
  targetP99Ms: number;
}

/**
 * Fetches the answer (a list of `influencers`), serves its bytes from memory on a bare node:http
 * server, hammers that baseline and then the API, prints both rows and whether the target is met.
 * Answers how many creators the answer holds.
 */
export async function compareWithBareServer(bench: BaselineComparison): Promise<number> {
  const body = Buffer.from(await (await fetch(bench.url)).arrayBuffer());
  const creators = (JSON.parse(body.toString()) as { influencers: unknown[] }).influencers.length;
  writeFileSync(bench.jsonFile, body);

  const baseline = await bareJsonServer(bench.jsonFile, bench.baselinePort);
  const bare = await hammer(`http://127.0.0.1:${bench.baselinePort}/`);
  await baseline.stop();
  const measured = await hammer(bench.url);
  printTable(`${bench.title}: ${creators} creators, ${kb(body.length)} JSON, 50 connections, 10 s`, [
    loadRow('bare node:http, same JSON from memory (baseline)', bare, bare),
    loadRow(bench.route, measured, bare),
  ]);
  const ratio = measured.rps / bare.rps;
  const met = ratio >= bench.targetRatio && measured.p99 < bench.targetP99Ms;
  console.log(
    `target: >= ${bench.targetRatio * 100}% of baseline and p99 < ${bench.targetP99Ms} ms -> ` +
      `${met ? 'met' : 'NOT met'} (${(ratio * 100).toFixed(0)}%, p99 ${measured.p99} ms)`,
  );
  return creators;
}
