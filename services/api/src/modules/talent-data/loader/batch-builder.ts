import { AGE_BUCKETS } from '@tpp/contracts';
import {
  generateCreator,
  type GenerateOptions,
  type GeneratedAccount,
  type GeneratedCreator,
} from '../generator/generate.js';
import { copyRow, TextArray, type CopyValue } from './copy-format.js';

/** COPY text of one batch, ready for the five tables. */
export interface SerializedBatch {
  influencerRows: string;
  accountRows: string;
  postRows: string;
  linkRows: string;
  caseRows: string;
  /** Influencer ids actually used (the last batch may stop early at the account target). */
  ids: number[];
  accounts: number;
  posts: number;
  teamLinks: number;
  caseStudies: number;
  /** [influencer id, primary social id] when the loader cannot write primary_social_id directly. */
  primaryUpdates: [number, number][];
}

export interface BatchContext {
  seed: number;
  generate: GenerateOptions;
  now: Date;
  teamIds: readonly number[];
  /** Roster position of this batch's first creator, per team. */
  positions: readonly number[];
  /** Whether primary_social_id can be written with the row (FK checks skipped). */
  directPrimary: boolean;
}

const percent = (weight: number) => Math.round(weight * 10_000) / 100;

/** Generates the creators of `ids` (handles suffixed with the id when `uniqueHandles`). */
export function generateBatch(
  ids: readonly number[],
  context: Pick<BatchContext, 'seed' | 'generate' | 'now'>,
  uniqueHandles: boolean,
): GeneratedCreator[] {
  return ids.map((id) =>
    generateCreator(context.seed, id, {
      ...context.generate,
      now: context.now,
      handleSuffix: uniqueHandles ? String(id) : '',
    }),
  );
}

/** Keeps the creators (and trims the last one's accounts) that fit in `accountBudget`; returns how many. */
export function fitToAccountBudget(creators: GeneratedCreator[], accountBudget: number): number {
  let budget = accountBudget;
  let used = 0;
  for (; used < creators.length && budget > 0; used++) {
    const creator = creators[used]!;
    if (creator.accounts.length > budget) creator.accounts = creator.accounts.slice(0, budget);
    budget -= creator.accounts.length;
  }
  creators.length = used;
  return used;
}

/** The audience age columns of social_accounts, one per bucket, in the buckets' order. */
const AGE_COLUMNS = AGE_BUCKETS.map(
  (bucket) => `audience_age_${bucket.replace('-', '_')}` as `audience_age_${string}`,
);

/** The columns of `accountValues`, in order (social_accounts without id and influencer_id). */
export const ACCOUNT_VALUE_COLUMNS = [
  'platform',
  'platform_account_name',
  'platform_account_nickname',
  'platform_account_id',
  'profile_url',
  'picture_main_url',
  'followers',
  'engagement_rate',
  'avg_likes',
  'avg_views',
  'avg_comments',
  'avg_story_reach',
  'avg_story_clicks',
  'avg_reels_plays',
  'avg_reels_engagement',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  ...AGE_COLUMNS,
  'audience',
  'notable_followers',
  'is_primary',
] as const;

/** A generated account's values for ACCOUNT_VALUE_COLUMNS (the loader's COPY rows, Add Talent's INSERT). */
export function accountValues(account: GeneratedAccount): CopyValue[] {
  const ages = account.audience_ages;
  return [
    account.platform,
    account.platform_account_name,
    account.platform_account_nickname,
    account.platform_account_id,
    account.profile_url,
    account.picture_main_url,
    account.followers,
    account.engagement_rate,
    account.avg_likes,
    account.avg_views,
    account.avg_comments,
    account.avg_story_reach,
    account.avg_story_clicks,
    account.avg_reels_plays,
    account.avg_reels_engagement,
    account.us_audience_share,
    account.audience_female_percent,
    account.audience_male_percent,
    ...AGE_BUCKETS.map((bucket) => percent(ages[bucket])),
    account.audience,
    account.notable_followers,
    account.is_primary,
  ];
}

/** COPY rows for generated creators; `accountId(n)` gives the id of the batch's n-th account. */
export function serializeBatch(
  creators: readonly GeneratedCreator[],
  ids: readonly number[],
  accountId: (n: number) => number,
  context: BatchContext,
): SerializedBatch {
  const { teamIds, now } = context;
  const superuser = context.directPrimary;
  const result = { posts: 0, teamLinks: 0, caseStudies: 0 };
  let influencerRows = '';
  let accountRows = '';
  let postRows = '';
  let linkRows = '';
  let caseRows = '';
  const primaryUpdates: [number, number][] = [];
  let accountCursor = 0;
  creators.forEach((creator, index) => {
    const id = ids[index]!;
    const primarySocialId = accountId(accountCursor);
    influencerRows += copyRow([
      id,
      creator.fullname,
      creator.description,
      creator.picture_main_url,
      creator.gender,
      creator.birth_year,
      creator.age,
      creator.age_range,
      creator.city,
      creator.state,
      creator.country,
      teamIds[0] ?? null,
      superuser ? primarySocialId : null,
      now,
    ]);
    if (!superuser) primaryUpdates.push([id, primarySocialId]);
    for (const account of creator.accounts) {
      const socialId = accountId(accountCursor++);
      accountRows += copyRow([socialId, id, ...accountValues(account)]);
      for (const post of account.posts) {
        postRows += copyRow([
          socialId,
          post.post_type,
          post.post_id,
          post.link,
          post.image,
          post.thumbnail,
          post.caption,
          post.text,
          post.likes,
          post.comments,
          post.views,
          post.posted_at,
          post.position,
        ]);
        result.posts += 1;
      }
    }
    teamIds.forEach((teamId, teamIndex) => {
      // Each roster keeps its own customisations: a secondary team starts with the tags only.
      const team = creator.team;
      const position = (context.positions[teamIndex] ?? 0) + index;
      linkRows += copyRow([
        teamId,
        id,
        new TextArray(team.tags),
        new TextArray(teamIndex === 0 ? team.display_tags : []),
        teamIndex === 0 ? team.custom_description : null,
        teamIndex === 0 ? team.tagline : null,
        teamIndex === 0 ? team.rate_card : null,
        position,
      ]);
      result.teamLinks += 1;
      if (teamIndex !== 0) return;
      for (const study of team.case_studies) {
        caseRows += copyRow([
          id,
          teamId,
          study.title,
          study.brand_partner,
          study.campaign_objectives,
          study.campaign_summary,
          study.campaign_results,
          study.highlighted_content_url,
          study.content_thumbnail,
          study.horizontal_thumbnail,
          study.stats,
        ]);
        result.caseStudies += 1;
      }
    });
  });

  return {
    influencerRows,
    accountRows,
    postRows,
    linkRows,
    caseRows,
    ids: [...ids],
    accounts: accountCursor,
    posts: result.posts,
    teamLinks: result.teamLinks,
    caseStudies: result.caseStudies,
    primaryUpdates,
  };
}

export interface ContiguousBatchesOptions {
  context: BatchContext;
  firstId: number;
  firstAccountId: number;
  creators: number;
  accounts: number;
  batchSize: number;
}

/**
 * Batches with contiguous ids from reserved bases (the loader holds the table lock, so nobody
 * else takes ids meanwhile). Runs in a worker thread for big loads, or in process.
 */
export class ContiguousBatches {
  private nextId: number;
  private nextAccountId: number;
  private creatorsLeft: number;
  private accountsLeft: number;
  private readonly positions: number[];

  constructor(private readonly options: ContiguousBatchesOptions) {
    this.nextId = options.firstId;
    this.nextAccountId = options.firstAccountId;
    this.creatorsLeft = options.creators;
    this.accountsLeft = options.accounts;
    this.positions = [...options.context.positions];
  }

  /** The next batch, or null when done. */
  next(): SerializedBatch | null {
    if (this.creatorsLeft <= 0 || this.accountsLeft <= 0) return null;
    const size = Math.min(this.options.batchSize, this.creatorsLeft);
    const ids = Array.from({ length: size }, (_, index) => this.nextId + index);
    const creators = generateBatch(ids, this.options.context, true);
    const used = fitToAccountBudget(creators, this.accountsLeft);
    ids.length = used;
    const firstAccount = this.nextAccountId;
    const batch = serializeBatch(creators, ids, (n) => firstAccount + n, {
      ...this.options.context,
      positions: this.positions,
    });
    this.nextId += used;
    this.nextAccountId += batch.accounts;
    this.creatorsLeft -= used;
    this.accountsLeft -= batch.accounts;
    for (let i = 0; i < this.positions.length; i++) this.positions[i] = (this.positions[i] ?? 0) + used;
    return used === 0 ? null : batch;
  }
}
