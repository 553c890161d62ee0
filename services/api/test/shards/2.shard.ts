import { runShard } from '../support/shards.js';

await runShard(import.meta.url);
