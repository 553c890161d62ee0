import { gzipSync } from 'node:zlib';

/** The part of a Playwright page (test runner or playwright-core) a first-load measurement needs. */
interface MeasuredPage {
  on(event: 'response', listener: (response: ScriptResponse) => void): unknown;
  goto(url: string): Promise<unknown>;
  waitForLoadState(state: 'networkidle'): Promise<void>;
}
interface ScriptResponse {
  request(): { resourceType(): string };
  body(): Promise<Buffer>;
}

export interface FirstLoad {
  files: number;
  bytes: number;
  gzip: number;
  /** From navigation until `ready` resolved. */
  ms: number;
}

/**
 * First-load JavaScript of one page: every script the browser fetches from navigation until the
 * network is idle, as served and gzip-compressed. The CI budgets (e2e/tests/budgets.spec.ts) and
 * `npm run bench:first-load` both measure through this function.
 */
export async function measureFirstLoad(
  page: MeasuredPage,
  url: string,
  ready: () => Promise<unknown>,
): Promise<FirstLoad> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  const started = performance.now();
  await page.goto(url);
  await ready();
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    ms,
  };
}
