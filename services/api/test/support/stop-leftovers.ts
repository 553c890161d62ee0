import { afterAll } from '@jest/globals';
import { stopLeftovers } from './leftovers.js';

/**
 * Loaded before every test file (jest.config.mjs, setupFilesAfterEnv): one last afterAll stops
 * whatever the file started and did not stop (support/leftovers.ts): an app whose beforeAll timed
 * out while it was still starting, or servers an afterAll never reached because an earlier line
 * threw. Without it such an app's pools, queue timers and LISTEN connection kept the Jest worker
 * alive: "A worker process has failed to exit gracefully and has been force exited". Closing is
 * idempotent, so a file that closes its app itself in a later root-level afterAll is unaffected.
 * Quiet about what it stops: Jest runs this hook before a file's own root-level afterAll, so what
 * it stops there was not necessarily left behind. It names only an app that was still starting
 * when the file's hooks ended: its beforeAll gave up on it (timed out).
 */
afterAll(async () => {
  const { stillStarting, stopped } = await stopLeftovers();
  if (stillStarting > 0)
    process.stderr.write(
      `${stillStarting} test app(s) were still starting when the file's hooks ended (a beforeAll timed out); stopped: ${stopped.join(', ')}.\n`,
    );
}, 120_000);
