import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * When the whole suite runs (TPP_TEST_SHARDS=1, set by the package's test script), Jest runs the
 * integration test files in shards: test/shards/<n>.shard.ts, numbered from 1. A test file spends
 * about 2.5 s of CPU importing the app's modules into its own module registry; the files of a shard
 * share one. Each file still boots its own app on its own database in its describes' hooks, and a
 * file named on the command line (`jest test/x.e2e-spec.ts`) runs alone.
 *
 * Every `test/**\/*.e2e-spec.ts` lands in exactly one shard, so no file can be left out: the files,
 * largest first, each go to the lightest shard so far.
 */
const TEST_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARD_ROOT = join(TEST_ROOT, 'shards');

function specFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.e2e-spec.ts') ? [path] : [];
  });
}

/** The spec files of each shard, by index: as many shards as test/shards holds. */
function shardPlan(): string[][] {
  const count = readdirSync(SHARD_ROOT).filter((name) => name.endsWith('.shard.ts')).length;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], bytes: 0 }));
  const bySize = specFiles(TEST_ROOT)
    .map((file) => ({ file, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  for (const { file, bytes } of bySize) {
    const lightest = shards.reduce((min, shard) => (shard.bytes < min.bytes ? shard : min));
    lightest.files.push(file);
    lightest.bytes += bytes;
  }
  return shards.map((shard) => shard.files.sort());
}

/**
 * Statements at the top level of a spec file that would reach every file of its shard: a hook, or
 * a use*() helper that adds hooks, outside a describe runs before and after all of them.
 * (jest.setTimeout at the top level also sets the shard's timeout: it only gives tests more time.)
 */
const SHARD_WIDE = /^(?:(?:before|after)(?:All|Each)\(|(?:const|let) [^=]+= use[A-Z]\w*\()/m;

/** Imports the spec files of the shard named by `shardUrl` (test/shards/<n>.shard.ts). */
export async function runShard(shardUrl: string): Promise<void> {
  const index = Number(basename(fileURLToPath(shardUrl), '.shard.ts'));
  const plan = shardPlan();
  const files = plan[index - 1];
  if (!files) throw new Error(`${shardUrl}: the shards are numbered 1 to ${plan.length}`);
  for (const file of files) {
    const wide = SHARD_WIDE.exec(readFileSync(file, 'utf8'));
    if (wide)
      throw new Error(
        `${relative(TEST_ROOT, file)}: '${wide[0]}' at the top level would apply to every file of its shard; move it into a describe`,
      );
    await import(pathToFileURL(file).href);
  }
}
