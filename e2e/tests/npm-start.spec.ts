import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/config.js';

/** A port nothing listens on now (the kernel's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** True when a TCP connection to the port is refused. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

interface ProcessInfo {
  pid: number;
  command: string;
}

/** Live processes (not zombies) by parent pid, read from /proc. */
function processTable(): Map<number, ProcessInfo[]> {
  const children = new Map<number, ProcessInfo[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const siblings = children.get(Number(ppid)) ?? [];
      siblings.push({ pid: Number(entry), command });
      children.set(Number(ppid), siblings);
    } catch {
      // the process ended while we read it
    }
  }
  return children;
}

function descendants(root: number): ProcessInfo[] {
  const table = processTable();
  const found: ProcessInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of table.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

function alive(pids: number[]): ProcessInfo[] {
  const live = new Map([...processTable().values()].flat().map((info) => [info.pid, info]));
  return pids.flatMap((pid) => live.get(pid) ?? []);
}

test.describe('npm start', () => {
  test.setTimeout(120_000);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${signal} to the npm process stops the API and its embedded PostgreSQL`, async () => {
      const testInfo = test.info();
      const [port, pgPort] = [await freePort(), await freePort()];
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tpp-npm-start-'));
      const logFile = testInfo.outputPath('npm-start.log');
      const log = openSync(logFile, 'a');
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          EMBEDDED_PG_PORT: String(pgPort),
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', log, log],
      });
      let started: ProcessInfo[] = [];
      try {
        await expect
          .poll(
            async () => {
              if (npm.exitCode !== null) return `npm exited with ${npm.exitCode}`;
              return fetch(`http://127.0.0.1:${port}/api/health`).then(
                (response) => response.status,
                () => 'not listening',
              );
            },
            { timeout: 90_000, intervals: [250] },
          )
          .toBe(200);
        started = descendants(npm.pid!);
        expect(started.some((info) => /postgres/.test(info.command))).toBe(true);
        expect(started.some((info) => info.command.includes('services/api/dist/main.js'))).toBe(true);

        npm.kill(signal);
        // npm ends with the API's own exit code, and nothing it started is left running.
        await expect
          .poll(
            () => ({
              npm: npm.exitCode ?? npm.signalCode,
              left: alive(started.map((info) => info.pid)).map((info) => info.command),
            }),
            { timeout: 15_000, intervals: [100] },
          )
          .toEqual({ npm: 0, left: [] });
        expect(await portIsFree(port)).toBe(true);
        expect(await portIsFree(pgPort)).toBe(true);
      } finally {
        // Whatever this test started and a failed stop left behind must not outlive it.
        for (const { pid } of alive([npm.pid!, ...started.map((info) => info.pid)])) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        await testInfo.attach('npm start output', { path: logFile });
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
