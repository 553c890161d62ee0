import { parentPort, workerData } from 'node:worker_threads';
import { ContiguousBatches, type ContiguousBatchesOptions } from './batch-builder.js';

/** Generates and serialises batches off the main thread, one per 'next' message, in order. */
const batches = new ContiguousBatches(workerData as ContiguousBatchesOptions);
parentPort?.on('message', () => {
  const batch = batches.next();
  parentPort?.postMessage(batch);
});
