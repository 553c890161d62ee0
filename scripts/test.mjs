#!/usr/bin/env node
/**
 * `npm test`: every check. The format check (Prettier, one process) runs beside nx's typecheck,
 * lint and Jest tasks, so the machine's second core is not idle while it reads every file; then
 * the Playwright e2e suite. Exits non-zero when any part fails, after telling which.
 */
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [format, checks] = await Promise.all([
  run('prettier', ['--check', '.', '--log-level', 'warn']),
  run('nx', ['run-many', '-t', 'typecheck', 'lint', 'test', '--output-style=static']),
]);
if (format !== 0) process.stderr.write('npm test: files are not formatted (run `npm run format`).\n');
if (format !== 0 || checks !== 0) process.exit(1);
process.exit(await run('nx', ['run', '@tpp/e2e:e2e', '--output-style=static']));
