import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__TPP_TEST_PG__;
  if (!state) return;
  await state.server.stop();
  await rm(state.dataDir, { recursive: true, force: true });
}
