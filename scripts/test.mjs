#!/usr/bin/env node
/**
 * `npm test`: every check. The format check (Prettier) and the lint (ESLint over the whole tree)
 * run, one process each, beside nx's typecheck and Jest tasks; then the Playwright e2e suite.
 * Exits non-zero when any part fails, after telling which. One ESLint process for the tree needs
 * half the CPU of one per package (52 against 109 CPU-s): each loads the parser and plugins anew.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statfsSync } from 'node:fs';

/**
 * Where the tests keep their scratch files (TMPDIR): a directory in memory, /dev/shm/tpp-test,
 * when the machine has one with room for a run (the API tests' PostgreSQL alone writes about
 * 2 GB there), else the system's. The suite creates hundreds of thousands of small files, most
 * of them PostgreSQL's (each test database is about a thousand): on an ext4 disk whose temp folder
 * has seen much churn, creating one file took 0.7 ms of CPU against 0.04 ms in memory, and a
 * CREATE DATABASE 0.6 to 1 s against 0.05 s.
 */
function scratchDirectory() {
  const ROOM = 8 * 1024 ** 3;
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < ROOM) return null;
    mkdirSync('/dev/shm/tpp-test', { recursive: true, mode: 0o755 });
    return '/dev/shm/tpp-test';
  } catch {
    return null;
  }
}

const scratch = process.env.TMPDIR ? null : scratchDirectory();
const env = scratch ? { ...process.env, TMPDIR: scratch } : process.env;

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [format, lint, checks] = await Promise.all([
  run('prettier', ['--check', '.', '--log-level', 'warn']),
  run('npm', ['run', '--silent', 'lint']),
  run('nx', ['run-many', '-t', 'typecheck', 'test', '--output-style=static']),
]);
if (format !== 0) process.stderr.write('npm test: files are not formatted (run `npm run format`).\n');
if (lint !== 0) process.stderr.write('npm test: the lint found problems (above; `npm run lint`).\n');
if (format !== 0 || lint !== 0 || checks !== 0) process.exit(1);
process.exit(await run('nx', ['run', '@tpp/e2e:e2e', '--output-style=static']));
