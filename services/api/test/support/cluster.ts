import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync, closeSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export { freePort };

/**
 * Several API processes behind nginx on one PostgreSQL, for the multi-process tests and the
 * crash soak (bench/soak.ts). Each process is the BUILT API (`node services/api/dist/main.js`,
 * build it first); nginx runs as this user's own process from `deploy/nginx.conf` with its pid,
 * logs and temporary files in a fresh directory.
 */

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const API_MAIN = join(REPO_ROOT, 'services/api/dist/main.js');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Polls `url` until it answers 200 (or the process exits, or the time runs out). */
async function waitFor200(url: string, timeoutMs: number, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`The process exited before ${url} answered 200`);
    try {
      const response = await fetch(url, { headers: { connection: 'close' } });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** One API process. */
export class ApiProcess {
  exitCode: number | null = null;
  signal: NodeJS.Signals | null = null;
  readonly exited: Promise<void>;
  /** Milliseconds from spawn to the first 200 of /api/ready. */
  readyMs = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    this.exited = new Promise((resolveExit) => {
      child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.signal = signal;
        resolveExit();
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.exitCode === null && this.signal === null;
  }

  /** Graceful stop: SIGTERM, then the exit (SIGKILL after `timeoutMs`). */
  async terminate(timeoutMs = 20_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** A crash: SIGKILL and the exit. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  log(): Promise<string> {
    return readFile(this.logFile, 'utf8').catch(() => '');
  }
}

export interface ClusterOptions {
  /** The one PostgreSQL database every process uses (migrated by the first process). */
  databaseUrl: string;
  /** API processes started at once (default 2). */
  processes?: number;
  /** More environment for every API process (SMTP_URL, rate limits, …). */
  env?: Record<string, string>;
}

/** nginx from deploy/nginx.conf, its own process, in front of the given ports. */
export class Nginx {
  private child: ChildProcess | null = null;
  port = 0;

  constructor(readonly prefix: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get accessLog(): string {
    return join(this.prefix, 'logs/access.log');
  }

  private async writeConfig(upstreamPorts: number[]): Promise<string> {
    const template = await readFile(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
    const servers = upstreamPorts
      .map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=1s;`)
      .join('\n    ');
    const config = template
      .replaceAll('{{LISTEN}}', `127.0.0.1:${this.port}`)
      .replaceAll('{{ACCESS_LOG}}', `logs/access.log tpp`)
      .replaceAll('{{UPSTREAM_SERVERS}}', servers);
    const file = join(this.prefix, 'nginx.conf');
    await writeFile(file, config);
    return file;
  }

  async start(upstreamPorts: number[]): Promise<void> {
    this.port = await freePort();
    for (const dir of ['logs', 'temp']) await mkdir(join(this.prefix, dir), { recursive: true });
    // Workers run as an unprivileged user when the master is root: they need the temp directory.
    await chmod(this.prefix, 0o755);
    await chmod(join(this.prefix, 'temp'), 0o777);
    const config = await this.writeConfig(upstreamPorts);
    const stderr = openSync(join(this.prefix, 'logs/stderr.log'), 'a');
    this.child = spawn(NGINX_PATH, ['-p', `${this.prefix}/`, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', stderr],
    });
    closeSync(stderr);
    let gone = false;
    this.child.once('exit', () => {
      gone = true;
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (gone)
        throw new Error(`nginx exited: ${await readFile(join(this.prefix, 'logs/stderr.log'), 'utf8')}`);
      try {
        const response = await fetch(`${this.url}/api/health`, { headers: { connection: 'close' } });
        await response.arrayBuffer();
        if (response.status < 500 || upstreamPorts.length === 0) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await sleep(25);
    }
  }

  /**
   * A graceful reload with a new upstream list: new workers take new requests, the old ones
   * finish theirs. Resolves once the old workers are gone, so no request can still go to a
   * process that left the list.
   */
  async reload(upstreamPorts: number[]): Promise<void> {
    if (!this.child?.pid) throw new Error('nginx is not running');
    await this.writeConfig(upstreamPorts);
    const before = await this.workers();
    this.child.kill('SIGHUP');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const now = await this.workers();
      if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
      if (Date.now() > deadline) throw new Error('nginx did not reload');
      await sleep(25);
    }
  }

  /** The pids of nginx's worker processes (children of the master). */
  private async workers(): Promise<number[]> {
    const pid = this.child?.pid;
    if (!pid) return [];
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
    return text.trim().split(/\s+/).filter(Boolean).map(Number);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

/** API processes + nginx on one database. */
export class Cluster {
  readonly processes: ApiProcess[] = [];
  private counter = 0;

  private constructor(
    readonly dir: string,
    readonly nginx: Nginx,
    private readonly options: ClusterOptions,
  ) {}

  static async start(options: ClusterOptions): Promise<Cluster> {
    const dir = await mkdtemp(join(tmpdir(), 'tpp-cluster-'));
    // nginx's workers run as an unprivileged user when the master is root: they must reach temp/.
    await chmod(dir, 0o755);
    const cluster = new Cluster(dir, new Nginx(join(dir, 'nginx')), options);
    try {
      // The first process runs the migrations alone; the others start on a migrated database.
      const count = options.processes ?? 2;
      if (count > 0) await cluster.startProcess();
      await Promise.all(Array.from({ length: count - 1 }, () => cluster.startProcess()));
      await cluster.nginx.start(cluster.processes.map((p) => p.port));
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    return this.nginx.url;
  }

  get running(): ApiProcess[] {
    return this.processes.filter((p) => p.running);
  }

  /** Spawns one more API process (on `port`, or a free one) and waits until it is ready. */
  async startProcess(port?: number): Promise<ApiProcess> {
    this.counter += 1;
    const name = `api-${this.counter}`;
    const listenPort = port ?? (await freePort());
    const logFile = join(this.dir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const started = performance.now();
    const child = spawn(process.execPath, [API_MAIN], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        DATABASE_URL: this.options.databaseUrl,
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://tpp.test',
        // nginx connects from 127.0.0.1: only its X-Forwarded-* count (it overwrites
        // X-Forwarded-For with the client's address); any other peer is taken at its own address.
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: process.env.TPP_CLUSTER_LOG_LEVEL ?? 'warn',
        DATA_DIR: join(this.dir, 'data'),
        STATIC_ROOT: join(this.dir, 'no-static-root'),
        ARGON2_MEMORY_COST: '256',
        ARGON2_TIME_COST: '1',
        JOBS_POLL_MS: '500',
        ...this.options.env,
      },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const api = new ApiProcess(name, listenPort, child, logFile);
    this.processes.push(api);
    try {
      await waitFor200(`${api.url}/api/ready`, 60_000, () => !api.running);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await api.log()}`, { cause: error });
    }
    api.readyMs = performance.now() - started;
    return api;
  }

  /**
   * Replaces `old` by a new process, the way a deploy should: start the new one, wait until it
   * is ready, take the old one out of nginx's upstream (graceful reload), then SIGTERM it; it
   * finishes the requests in flight and exits.
   */
  async deploy(old: ApiProcess): Promise<ApiProcess> {
    const fresh = await this.startProcess();
    await this.nginx.reload(this.running.filter((p) => p !== old).map((p) => p.port));
    await old.terminate();
    return fresh;
  }

  async stop(): Promise<void> {
    await this.nginx.stop();
    await Promise.all(this.processes.map((p) => p.terminate(10_000)));
    // TPP_CLUSTER_KEEP=1 keeps the processes' logs for a look afterwards.
    if (process.env.TPP_CLUSTER_KEEP) console.log(`Cluster logs kept in ${this.dir}`);
    else await rm(this.dir, { recursive: true, force: true });
  }
}
