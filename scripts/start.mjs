// `npm start` and `npm run seed`: build with nx, then run the API (or the seed CLI) as a child.
//
// npm hands SIGINT/SIGTERM only to the `sh -c` it spawned, and dash does not exec the last command
// of `a && b`: a stopped npm used to leave the API and its embedded PostgreSQL running. So the npm
// script execs this file, and this file forwards both signals to whichever child runs now and exits
// with that child's code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const NX = path.join(path.dirname(require.resolve('nx/package.json')), require('nx/package.json').bin.nx);
const FORWARDED = ['SIGINT', 'SIGTERM'];

const [mode, ...rest] = process.argv.slice(2);
const plan =
  mode === '--seed'
    ? { build: ['run', '@tpp/api:build'], entry: 'services/api/dist/cli/seed.js', args: rest }
    : { build: ['run-many', '-t', 'build'], entry: 'services/api/dist/main.js', args: process.argv.slice(2) };

let child = null;
let stopping = null;
for (const signal of FORWARDED) {
  process.on(signal, () => {
    stopping ??= signal;
    child?.kill(signal);
  });
}

/** Runs one child to its end; resolves with the exit code to report (128 + n for a signal). */
function run(file, args) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [file, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      child = null;
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15));
    });
  });
}

const built = await run(NX, [...plan.build, '--output-style=static']);
if (built !== 0 || stopping) process.exit(built || 130);
process.exit(await run(path.join(ROOT, plan.entry), plan.args));
