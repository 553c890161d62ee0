import { existsSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { generateCreator, type GenerateOptions, type GeneratedCreator } from '../generator/generate.js';
import {
  ACCOUNT_VALUE_COLUMNS,
  ContiguousBatches,
  fitToAccountBudget,
  generateBatch,
  serializeBatch,
  type BatchContext,
  type ContiguousBatchesOptions,
  type SerializedBatch,
} from './batch-builder.js';

export interface LoadProgress {
  creators: number;
  accounts: number;
  posts: number;
  elapsedMs: number;
}

export interface LoadOptions {
  /** Number of creators to add (or use `accounts`). */
  creators?: number;
  /** Stop once this many social accounts were added (the last creator may have fewer accounts). */
  accounts?: number;
  seed: number;
  /** Rosters the creators join; the first is their primary team. None: directory only. */
  teamIds?: readonly number[];
  generate?: GenerateOptions;
  /** Creators per batch (one COPY per table per batch). */
  batchSize?: number;
  /**
   * 'unique' appends the creator id to every handle (safe at any size); 'clean' keeps name-only
   * handles where they are free (for small, viewed rosters).
   */
  handles?: 'unique' | 'clean';
  /** Drop and rebuild the non-unique secondary indexes around the load ('auto': at 50,000 creators or more). */
  rebuildIndexes?: boolean | 'auto';
  onProgress?: (progress: LoadProgress) => void;
}

export interface LoadResult {
  creators: number;
  accounts: number;
  posts: number;
  teamLinks: number;
  caseStudies: number;
  influencerIds: number[];
  elapsedMs: number;
  indexesRebuilt: boolean;
}

const INFLUENCER_COLUMNS = [
  'id',
  'fullname',
  'description',
  'picture_main_url',
  'gender',
  'birth_year',
  'age',
  'age_range',
  'city',
  'state',
  'country',
  'primary_team_id',
  'primary_social_id',
  'last_data_update',
];
const ACCOUNT_COLUMNS = ['id', 'influencer_id', ...ACCOUNT_VALUE_COLUMNS];
const POST_COLUMNS = [
  'social_account_id',
  'post_type',
  'post_id',
  'link',
  'image',
  'thumbnail',
  'caption',
  'text',
  'likes',
  'comments',
  'views',
  'posted_at',
  'position',
];
const TEAM_LINK_COLUMNS = [
  'team_id',
  'influencer_id',
  'tags',
  'display_tags',
  'custom_description',
  'tagline',
  'rate_card',
  'position',
];
const CASE_STUDY_COLUMNS = [
  'influencer_id',
  'team_id',
  'title',
  'brand_partner',
  'campaign_objectives',
  'campaign_summary',
  'campaign_results',
  'highlighted_content_url',
  'content_thumbnail',
  'horizontal_thumbnail',
  'stats',
];

async function copyInto(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  body: string,
): Promise<void> {
  if (!body) return;
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([body]), stream);
}

async function nextIds(client: pg.ClientBase, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await client.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return result.rows.map((row) => row.id);
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Non-unique secondary indexes of the bulk tables (rebuilt after a very large load). */
async function secondaryIndexes(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const result = await client.query<IndexDefinition>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()
        AND t.relname IN ('influencers', 'social_accounts', 'team_influencers')
        AND NOT x.indisunique AND NOT x.indisprimary`,
  );
  return result.rows;
}

/** Takes one value of the table's id sequence: the first id of a contiguous range (table lock held). */
async function reserveIds(client: pg.ClientBase, table: string): Promise<number> {
  const result = await client.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`,
    [table],
  );
  return result.rows[0]!.id;
}

interface BatchSource {
  next(): Promise<SerializedBatch | null>;
  close(): Promise<void>;
}

/** A worker thread when the compiled worker exists (dist), else the same work in process (tests). */
async function openBatchSource(options: ContiguousBatchesOptions): Promise<BatchSource> {
  const workerUrl = new URL('./batch-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(workerUrl))) {
    const batches = new ContiguousBatches(options);
    return { next: async () => batches.next(), close: async () => undefined };
  }
  const worker = new Worker(workerUrl, { workerData: options });
  let failure: Error | null = null;
  const waiting: { resolve: (batch: SerializedBatch | null) => void; reject: (error: Error) => void }[] = [];
  worker.on('message', (batch: SerializedBatch | null) => waiting.shift()?.resolve(batch));
  worker.on('error', (error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  return {
    next: () =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.push({ resolve, reject });
        worker.postMessage('next');
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Frees handles already taken (in the database or earlier in this batch) by giving those creators the id suffix. */
async function resolveHandleCollisions(
  client: pg.ClientBase,
  creators: GeneratedCreator[],
  ids: number[],
  seed: number,
  options: GenerateOptions,
  taken: Set<string>,
): Promise<void> {
  const platforms = creators.flatMap((c) => c.accounts.map((a) => a.platform));
  const handles = creators.flatMap((c) => c.accounts.map((a) => a.platform_account_name.toLowerCase()));
  const existing = await client.query<{ platform: string; handle: string }>(
    `SELECT s.platform, lower(s.platform_account_name) AS handle
       FROM social_accounts s
       JOIN unnest($1::text[], $2::text[]) AS wanted(platform, handle)
         ON s.platform = wanted.platform AND lower(s.platform_account_name) = wanted.handle`,
    [platforms, handles],
  );
  for (const row of existing.rows) taken.add(`${row.platform}:${row.handle}`);
  creators.forEach((creator, index) => {
    const keys = creator.accounts.map((a) => `${a.platform}:${a.platform_account_name.toLowerCase()}`);
    if (keys.some((key) => taken.has(key))) {
      const id = ids[index]!;
      creators[index] = generateCreator(seed, id, { ...options, handleSuffix: String(id) });
    }
    for (const account of creators[index]!.accounts)
      taken.add(`${account.platform}:${account.platform_account_name.toLowerCase()}`);
  });
}

/** What a load aims at, read from its options. */
interface LoadPlan {
  targetCreators: number;
  targetAccounts: number;
  batchSize: number;
  /** Drop the secondary indexes, load in one transaction under a table lock, rebuild them. */
  rebuild: boolean;
}

function planLoad(options: LoadOptions): LoadPlan {
  if (options.creators === undefined && options.accounts === undefined)
    throw new Error('Give creators or accounts');
  const expectedCreators = options.creators ?? Math.ceil((options.accounts ?? 0) / 1.75);
  return {
    targetCreators: options.creators ?? Number.MAX_SAFE_INTEGER,
    targetAccounts: options.accounts ?? Number.MAX_SAFE_INTEGER,
    batchSize: options.batchSize ?? 5000,
    rebuild:
      options.rebuildIndexes === 'auto' || options.rebuildIndexes === undefined
        ? expectedCreators >= 50_000
        : options.rebuildIndexes,
  };
}

/** Whether the loading role is a superuser (it may then skip the per-row FK checks). */
async function isSuperuser(client: pg.ClientBase): Promise<boolean> {
  const row = await client.query<{ rolsuper: boolean }>(
    `SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
  );
  return Boolean(row.rows[0]?.rolsuper);
}

/** The next free roster position of each team (the loaded creators are appended after it). */
async function nextPositions(client: pg.ClientBase, teamIds: readonly number[]): Promise<number[]> {
  const positions: number[] = [];
  for (const teamId of teamIds) {
    const row = await client.query<{ next: number }>(
      `SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM team_influencers WHERE team_id = $1`,
      [teamId],
    );
    positions.push(row.rows[0]?.next ?? 0);
  }
  return positions;
}

/** The load's transaction: begun with the bulk settings, committed or rolled back once. */
class LoadTransaction {
  open = false;

  constructor(
    private readonly client: pg.ClientBase,
    private readonly superuser: boolean,
  ) {}

  async begin(): Promise<void> {
    await this.client.query('BEGIN');
    this.open = true;
    await this.client.query(`SET LOCAL synchronous_commit = off`);
    // FK checks are per row; the loader builds the references itself, so a superuser skips them.
    if (this.superuser) await this.client.query(`SET LOCAL session_replication_role = replica`);
  }

  async commit(): Promise<void> {
    await this.client.query('COMMIT');
    this.open = false;
  }

  async rollback(): Promise<void> {
    if (this.open) await this.client.query('ROLLBACK').catch(() => undefined);
  }
}

/** Copies one batch into every table and adds its counts to the result. */
async function writeBatch(client: pg.ClientBase, batch: SerializedBatch, result: LoadResult): Promise<void> {
  await copyInto(client, 'influencers', INFLUENCER_COLUMNS, batch.influencerRows);
  await copyInto(client, 'social_accounts', ACCOUNT_COLUMNS, batch.accountRows);
  if (batch.primaryUpdates.length > 0) {
    await client.query(
      `UPDATE influencers i SET primary_social_id = u.social_id
         FROM unnest($1::int[], $2::int[]) AS u(id, social_id) WHERE i.id = u.id`,
      [batch.primaryUpdates.map(([id]) => id), batch.primaryUpdates.map(([, socialId]) => socialId)],
    );
  }
  await copyInto(client, 'posts', POST_COLUMNS, batch.postRows);
  await copyInto(client, 'team_influencers', TEAM_LINK_COLUMNS, batch.linkRows);
  await copyInto(client, 'case_studies', CASE_STUDY_COLUMNS, batch.caseRows);
  result.creators += batch.ids.length;
  result.accounts += batch.accounts;
  result.posts += batch.posts;
  result.teamLinks += batch.teamLinks;
  result.caseStudies += batch.caseStudies;
  if (result.influencerIds.length < 10_000) result.influencerIds.push(...batch.ids);
}

/**
 * The large load, under the table lock: reserves contiguous ids and lets a worker thread generate
 * batch k+1 while batch k is copied, then moves the id sequences past what it used.
 */
async function loadContiguous(
  client: pg.ClientBase,
  plan: LoadPlan,
  context: BatchContext,
  write: (batch: SerializedBatch) => Promise<void>,
  result: LoadResult,
): Promise<void> {
  const firstId = await reserveIds(client, 'influencers');
  const firstAccountId = await reserveIds(client, 'social_accounts');
  const source = await openBatchSource({
    context,
    firstId,
    firstAccountId,
    creators: plan.targetCreators,
    accounts: plan.targetAccounts,
    batchSize: plan.batchSize,
  });
  try {
    let batch = await source.next();
    while (batch) {
      const following = source.next();
      await write(batch);
      batch = await following;
    }
  } finally {
    await source.close();
  }
  await client.query(`SELECT setval(pg_get_serial_sequence('influencers', 'id'), $1)`, [
    Math.max(firstId + result.creators - 1, firstId),
  ]);
  await client.query(`SELECT setval(pg_get_serial_sequence('social_accounts', 'id'), $1)`, [
    Math.max(firstAccountId + result.accounts - 1, firstAccountId),
  ]);
}

/**
 * Batch by batch with ids from the sequences (clean handles checked against the database); each
 * batch commits on its own unless the load rebuilds the indexes.
 */
async function loadInBatches(
  client: pg.ClientBase,
  options: LoadOptions,
  plan: LoadPlan,
  context: BatchContext,
  transaction: LoadTransaction,
  write: (batch: SerializedBatch) => Promise<void>,
  result: LoadResult,
): Promise<void> {
  const { targetCreators, targetAccounts, rebuild } = plan;
  const takenHandles = new Set<string>();
  while (result.creators < targetCreators && result.accounts < targetAccounts) {
    const size = Math.min(plan.batchSize, targetCreators - result.creators);
    const ids = await nextIds(client, 'influencers', size);
    const creators = generateBatch(ids, context, options.handles !== 'clean');
    if (options.handles === 'clean')
      await resolveHandleCollisions(
        client,
        creators,
        ids,
        options.seed,
        { ...context.generate, now: context.now },
        takenHandles,
      );
    ids.length = fitToAccountBudget(creators, targetAccounts - result.accounts);
    const accountIds = await nextIds(
      client,
      'social_accounts',
      creators.reduce((sum, c) => sum + c.accounts.length, 0),
    );
    const batch = serializeBatch(creators, ids, (n) => accountIds[n]!, {
      ...context,
      positions: context.positions.map((position) => position + result.creators),
    });
    await write(batch);
    if (!rebuild) await transaction.commit();
    if (ids.length === 0) break;
    if (!rebuild && result.creators < targetCreators && result.accounts < targetAccounts)
      await transaction.begin();
  }
}

/**
 * Inserts generated creators with COPY, batch by batch. Small loads commit per batch; a load that
 * rebuilds the indexes runs in one transaction, so a failure leaves the tables as they were.
 * Creator i of a load is generateCreator(seed, its id): a fresh database and seed give the same data.
 */
export async function loadCreators(client: pg.ClientBase, options: LoadOptions): Promise<LoadResult> {
  const started = Date.now();
  const plan = planLoad(options);
  const { rebuild } = plan;
  const teamIds = options.teamIds ?? [];
  const superuser = await isSuperuser(client);
  const result: LoadResult = {
    creators: 0,
    accounts: 0,
    posts: 0,
    teamLinks: 0,
    caseStudies: 0,
    influencerIds: [],
    elapsedMs: 0,
    indexesRebuilt: rebuild,
  };
  const context: BatchContext = {
    seed: options.seed,
    generate: options.generate ?? {},
    now: new Date(),
    teamIds,
    positions: await nextPositions(client, teamIds),
    directPrimary: superuser,
  };
  const write = async (batch: SerializedBatch) => {
    await writeBatch(client, batch, result);
    options.onProgress?.({
      creators: result.creators,
      accounts: result.accounts,
      posts: result.posts,
      elapsedMs: Date.now() - started,
    });
  };
  const transaction = new LoadTransaction(client, superuser);
  await transaction.begin();
  try {
    let indexes: IndexDefinition[] = [];
    if (rebuild) {
      await client.query(`LOCK TABLE influencers, social_accounts IN SHARE ROW EXCLUSIVE MODE`);
      indexes = await secondaryIndexes(client);
      for (const index of indexes) await client.query(`DROP INDEX ${client.escapeIdentifier(index.name)}`);
    }
    if (rebuild && options.handles !== 'clean') await loadContiguous(client, plan, context, write, result);
    else await loadInBatches(client, options, plan, context, transaction, write, result);
    if (rebuild) {
      await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const index of indexes) await client.query(index.definition);
    }
    if (transaction.open) await transaction.commit();
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
  // After a rebuild, VACUUM too: it marks the loaded pages all-visible, so the directory search's
  // covering indexes answer with index-only scans from the first query on.
  if (rebuild) await client.query('VACUUM (ANALYZE) influencers, social_accounts, team_influencers');
  else if (result.creators > 1000)
    await client.query('ANALYZE influencers, social_accounts, team_influencers');
  result.elapsedMs = Date.now() - started;
  return result;
}
