/**
 * The AI helpers' quality, measured: an evaluation, not a test.
 *
 * Starts a built API (BENCH_AI_PORT 3550, embedded PostgreSQL BENCH_AI_PG_PORT 5745, DATA_DIR in
 * /tmp) with the demo data, signs in as the demo agency's admin and:
 * - Tag helper: POST /api/tag-helper {description} for every description of
 *   bench/ai/tag-descriptions.json; precision@5 and recall@5 per item (an answer without tags
 *   scores precision 0 unless the gold list is empty), macro-averaged per split. The held-out split
 *   is the result (targets P@5 ≥ 0.8, R@5 ≥ 0.6). Baseline in the same run: "exact tag names
 *   only" (the vocabulary tags whose name appears literally in the text, in order of appearance).
 *   The held-out misses are listed.
 * - Briefs: POST /api/sheet-helper {description, included_influencers: []} for every brief of
 *   bench/ai/briefs.json; every suggested creator is checked against the brief's constraints with
 *   the creator's record read from PostgreSQL (not from the answer): the share that meets every
 *   stated constraint (target ≥ 0.8, briefs the engine did not have to relax), the relaxed briefs
 *   apart (does `brief.relaxed` name what was over-constrained?). Every explanation's facts
 *   (numbers with K/M/%, numbers with thousands separators, tags, city and state names) are
 *   checked against the record: explanations citing ≥ 2 true facts, false facts (target 0).
 *   Baseline in the same run: the roster's biggest creators (followers, as many as the engine
 *   suggested) scored by the same checker.
 *   Two brief files, each with its own tables and overall share: bench/ai/briefs.json ("briefs
 *   (tuning: the lead tuned on these)"; the engine's brief reader was improved on its misses) and
 *   bench/ai/briefs-heldout.json ("held-out briefs", written apart and never tuned on: the headline
 *   result). For the held-out file only the numbers are printed (not the failing suggestions, not
 *   what the engine read, not the relaxed text) so that its misses are not tuned on;
 *   BENCH_AI_EVAL_HELDOUT_DETAILS=1 prints those too (for whoever maintains the held-out file).
 * Exits non-zero only when something crashes, not on a missed target.
 *
 * BENCH_AI_ORIGIN (with BENCH_AI_DATABASE_URL) runs it against an API that is already running.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AI_SHEET_SUGGESTIONS_MAX, type SheetHelperResponse, type TagHelperResponse } from '@tpp/contracts';
import pg from 'pg';
import { embeddedDatabaseUrl, REPO_ROOT, startApi, type RunningProcess } from './support/app.js';
import { BenchClient } from './support/client.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

export const PORT = Number(process.env.BENCH_AI_PORT ?? 3550);
export const PG_PORT = Number(process.env.BENCH_AI_PG_PORT ?? 5745);
const TARGET_PRECISION = 0.8;
const TARGET_RECALL = 0.6;
const TARGET_MEETS = 0.8;
const K = 5;
const BENCH_DIR = path.dirname(new URL(import.meta.url).pathname);

// ---------------------------------------------------------------------------------------------
// Data

export interface LabelledDescription {
  id: string;
  split: 'tuning' | 'heldout';
  style: 'instagram' | 'tiktok' | 'youtube' | 'press';
  description: string;
  tags: string[];
}

export type AgeBucketKey = '13_17' | '18_24' | '25_34' | '35_44' | '45_64';

/** What a brief states, in the thresholds its words mean (bench/README.md lists them). */
export interface BriefConstraints {
  platform?: 'instagram' | 'tiktok' | 'youtube';
  followersMin?: number;
  followersMax?: number;
  /** Engagement rate, percent. */
  engagementMin?: number;
  /** Audience gender shares, percent. */
  audienceFemaleMin?: number;
  audienceMaleMin?: number;
  /** The summed share (percent) of these audience age buckets must be at least minShare. */
  audienceAgeBuckets?: AgeBucketKey[];
  minShare?: number;
  /** An audience country (ISO code) with at least minWeight (0..1) of the audience. */
  audienceCountry?: string;
  minWeight?: number;
  /** The creator's own location: state codes (any of), city names (any of), country code. */
  creatorState?: string[];
  creatorCity?: string[];
  creatorCountry?: string;
  creatorGender?: 'female' | 'male';
  creatorAgeMin?: number;
  creatorAgeMax?: number;
  /** Any of these tags on the creator (the team's tags). */
  nicheTags?: string[];
}

export type ConstraintKey = keyof BriefConstraints;

export interface Brief {
  id: string;
  description: string;
  constraints: BriefConstraints;
  /** Constraints written so that nothing on the demo roster meets them (the engine must relax them). */
  overConstrained?: ConstraintKey[];
  /** Words one of the answer's `brief.relaxed` constraints should contain (any of them, any case). */
  relaxedMentions?: string[];
}

export function loadJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(BENCH_DIR, 'ai', file), 'utf8')) as T;
}

/** The master vocabulary, read from the built API (the catalog, not the engine's synonym lists). */
export interface Vocabulary {
  tags: string[];
  states: { name: string; code: string }[];
  cities: { name: string; state: string }[];
}

export async function loadVocabulary(): Promise<Vocabulary> {
  const catalog = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'services/api/dist/modules/talent-data/catalog/index.js')).href
  )) as {
    MASTER_TAGS: string[];
    US_STATES: { name: string; code: string }[];
    US_CITIES: { name: string; state: string }[];
  };
  return { tags: catalog.MASTER_TAGS, states: catalog.US_STATES, cities: catalog.US_CITIES };
}

// ---------------------------------------------------------------------------------------------
// The creators' records, from PostgreSQL

export interface AccountRecord {
  platform: string;
  is_primary: boolean;
  followers: number;
  engagement_rate: number | null;
  avg_likes: number | null;
  avg_views: number | null;
  avg_comments: number | null;
  avg_reels_plays: number | null;
  avg_story_reach: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  audience_age_13_17: number | null;
  audience_age_18_24: number | null;
  audience_age_25_34: number | null;
  audience_age_35_44: number | null;
  audience_age_45_64: number | null;
  audience_age_65_plus: number | null;
  audience: { audience_geo?: { countries?: { code: string; name: string; weight: number }[] } } | null;
}

export interface CreatorRecord {
  id: number;
  fullname: string;
  city: string | null;
  state: string | null;
  country: string | null;
  gender: string | null;
  age: number | null;
  tags: string[];
  accounts: AccountRecord[];
}

/** Every creator of the team's roster with its accounts and the team's tags and location. */
export async function readRoster(db: pg.Client, teamId: number): Promise<Map<number, CreatorRecord>> {
  const { rows } = await db.query<CreatorRecord>(
    `SELECT i.id, i.fullname, COALESCE(ti.city, i.city) AS city, COALESCE(ti.state, i.state) AS state,
            i.country, i.gender, i.age, ti.tags,
            COALESCE((SELECT json_agg(json_build_object(
                'platform', sa.platform, 'is_primary', sa.is_primary, 'followers', sa.followers,
                'engagement_rate', sa.engagement_rate, 'avg_likes', sa.avg_likes, 'avg_views', sa.avg_views,
                'avg_comments', sa.avg_comments, 'avg_reels_plays', sa.avg_reels_plays,
                'avg_story_reach', sa.avg_story_reach, 'us_audience_share', sa.us_audience_share,
                'audience_female_percent', sa.audience_female_percent,
                'audience_male_percent', sa.audience_male_percent,
                'audience_age_13_17', sa.audience_age_13_17, 'audience_age_18_24', sa.audience_age_18_24,
                'audience_age_25_34', sa.audience_age_25_34, 'audience_age_35_44', sa.audience_age_35_44,
                'audience_age_45_64', sa.audience_age_45_64, 'audience_age_65_plus', sa.audience_age_65_plus,
                'audience', sa.audience) ORDER BY sa.is_primary DESC, sa.followers DESC)
               FROM social_accounts sa WHERE sa.influencer_id = i.id), '[]') AS accounts
       FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
      WHERE ti.team_id = $1`,
    [teamId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------------------------------------
// The constraint checker

const ACCOUNT_KEYS: ConstraintKey[] = [
  'platform',
  'followersMin',
  'followersMax',
  'engagementMin',
  'audienceFemaleMin',
  'audienceMaleMin',
  'audienceAgeBuckets',
  'minShare',
  'audienceCountry',
  'minWeight',
];

const ageShare = (account: AccountRecord, buckets: AgeBucketKey[]) =>
  buckets.reduce((sum, bucket) => sum + (account[`audience_age_${bucket}`] ?? 0), 0);

const countryWeight = (account: AccountRecord, code: string) =>
  account.audience?.audience_geo?.countries?.find((country) => country.code === code)?.weight ?? 0;

/** The account-level constraints this account fails (keys), ignoring those in `skip`. */
function accountFailures(
  account: AccountRecord,
  c: BriefConstraints,
  skip: Set<ConstraintKey>,
): ConstraintKey[] {
  const failed: ConstraintKey[] = [];
  const check = (key: ConstraintKey, ok: boolean) => {
    if (c[key] !== undefined && !skip.has(key) && !ok) failed.push(key);
  };
  check('platform', account.platform === c.platform);
  check('followersMin', account.followers >= (c.followersMin ?? 0));
  check('followersMax', account.followers <= (c.followersMax ?? Infinity));
  check('engagementMin', (account.engagement_rate ?? -1) >= (c.engagementMin ?? 0));
  check('audienceFemaleMin', (account.audience_female_percent ?? -1) >= (c.audienceFemaleMin ?? 0));
  check('audienceMaleMin', (account.audience_male_percent ?? -1) >= (c.audienceMaleMin ?? 0));
  if (c.audienceAgeBuckets && !skip.has('audienceAgeBuckets') && !skip.has('minShare'))
    check('audienceAgeBuckets', ageShare(account, c.audienceAgeBuckets) >= (c.minShare ?? 0));
  if (c.audienceCountry && !skip.has('audienceCountry') && !skip.has('minWeight'))
    check('audienceCountry', countryWeight(account, c.audienceCountry) >= (c.minWeight ?? 0));
  return failed;
}

/**
 * The constraints the creator fails (empty: meets every stated constraint), `skip` left out.
 * Account-level constraints must all hold on ONE account: the account on the brief's platform when
 * it names one, else any of the creator's accounts (`primaryOnly`: else the primary account only).
 */
export function failures(
  creator: CreatorRecord,
  c: BriefConstraints,
  skip: Set<ConstraintKey> = new Set(),
  primaryOnly = false,
): ConstraintKey[] {
  const failed: ConstraintKey[] = [];
  const check = (key: ConstraintKey, ok: boolean) => {
    if (c[key] !== undefined && !skip.has(key) && !ok) failed.push(key);
  };
  check('creatorState', (c.creatorState ?? []).includes(creator.state ?? ''));
  check('creatorCity', (c.creatorCity ?? []).includes(creator.city ?? ''));
  check('creatorCountry', creator.country === c.creatorCountry);
  check('creatorGender', creator.gender === c.creatorGender);
  check('creatorAgeMin', (creator.age ?? -1) >= (c.creatorAgeMin ?? 0));
  check('creatorAgeMax', (creator.age ?? Infinity) <= (c.creatorAgeMax ?? Infinity));
  check(
    'nicheTags',
    (c.nicheTags ?? []).some((tag) => creator.tags.includes(tag)),
  );
  const accounts =
    primaryOnly && !c.platform
      ? creator.accounts.filter((account) => account.is_primary).slice(0, 1)
      : creator.accounts;
  if (ACCOUNT_KEYS.some((key) => c[key] !== undefined && !skip.has(key))) {
    const perAccount = accounts.map((account) => accountFailures(account, c, skip));
    const best = perAccount.sort((a, b) => a.length - b.length)[0];
    if (best === undefined) failed.push(c.platform ? 'platform' : 'followersMin');
    else failed.push(...best);
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// The fact checker for explanations

export interface Fact {
  text: string;
  kind: 'count' | 'percent' | 'tag' | 'location';
  true: boolean;
}

/** Every number of the creator's record a count may cite (followers, averages). */
function counts(creator: CreatorRecord): number[] {
  return creator.accounts.flatMap((account) =>
    [
      account.followers,
      account.avg_likes,
      account.avg_views,
      account.avg_comments,
      account.avg_reels_plays,
      account.avg_story_reach,
    ].filter((value): value is number => typeof value === 'number'),
  );
}

const BUCKETS: AgeBucketKey[] = ['13_17', '18_24', '25_34', '35_44', '45_64'];

/** Every percent of the creator's record (0..100): rates, shares, adjacent age-bucket sums, countries. */
function percents(creator: CreatorRecord): number[] {
  return creator.accounts.flatMap((account) => {
    const values = [
      account.engagement_rate,
      account.us_audience_share,
      account.audience_female_percent,
      account.audience_male_percent,
      account.audience_age_65_plus,
    ].filter((value): value is number => typeof value === 'number');
    for (let from = 0; from < BUCKETS.length; from += 1)
      for (let to = from; to < BUCKETS.length; to += 1)
        values.push(ageShare(account, BUCKETS.slice(from, to + 1)));
    values.push(ageShare(account, ['45_64']) + (account.audience_age_65_plus ?? 0));
    for (const country of account.audience?.audience_geo?.countries ?? []) values.push(country.weight * 100);
    return values;
  });
}

/** `written` equals `value` at the written precision (rounded, or cut off as some formatters do). */
function matchesAsWritten(written: string, value: number, scale: number): boolean {
  const decimals = written.split('.')[1]?.length ?? 0;
  const factor = 10 ** decimals;
  const shown = Number(written);
  const scaled = value / scale;
  const rounded = Math.round(scaled * factor) / factor;
  const cut = Math.floor(scaled * factor + 1e-9) / factor;
  return Math.abs(rounded - shown) < 1e-9 || Math.abs(cut - shown) < 1e-9;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The facts an explanation cites, each checked against the creator's record. Numbers that appear
 * in the brief itself (its thresholds, e.g. "50K+") are not the creator's facts and are left out.
 * Tags count as written (Title Case, e.g. "Fitness"; a lower-case "fitness" is prose).
 */
export function checkFacts(
  explanation: string,
  creator: CreatorRecord,
  vocabulary: Vocabulary,
  briefText: string,
): Fact[] {
  const facts: Fact[] = [];
  const briefNumbers = new Set(
    [...briefText.matchAll(/(\d+(?:[.,]\d+)*)\s*(k|m|%)?/gi)].map(
      (m) => `${m[1]}${(m[2] ?? '').toLowerCase()}`,
    ),
  );
  const countValues = counts(creator);
  const percentValues = percents(creator);
  for (const match of explanation.matchAll(
    /(\d+(?:\.\d+)?)\s?([KkMm])\b|(\d+(?:\.\d+)?)\s?%|\b(\d{1,3}(?:,\d{3})+)\b/g,
  )) {
    const [text] = match;
    if (match[1] && match[2]) {
      const unit = match[2].toLowerCase();
      if (briefNumbers.has(`${match[1]}${unit}`)) continue;
      const scale = unit === 'k' ? 1_000 : 1_000_000;
      facts.push({
        text,
        kind: 'count',
        true: countValues.some((value) => matchesAsWritten(match[1]!, value, scale)),
      });
    } else if (match[3]) {
      if (briefNumbers.has(`${match[3]}%`)) continue;
      facts.push({
        text,
        kind: 'percent',
        true: percentValues.some((value) => matchesAsWritten(match[3]!, value, 1)),
      });
    } else if (match[4]) {
      const value = Number(match[4].replace(/,/g, ''));
      if (briefNumbers.has(match[4])) continue;
      facts.push({ text, kind: 'count', true: countValues.includes(value) });
    }
  }
  const stateName = vocabulary.states.find((state) => state.code === creator.state)?.name;
  const locations = new Set([creator.city, stateName].filter((value): value is string => Boolean(value)));
  const cityNames = new Set(vocabulary.cities.map((city) => city.name));
  const stateNames = new Set(vocabulary.states.map((state) => state.name));
  const seen = new Set<string>();
  // The creator's own name is not a fact ("Grace Washington", "Austin's content" are not places).
  const names = [creator.fullname, creator.fullname.split(/\s+/)[0]!].filter(Boolean);
  let rest = names.reduce(
    (text, name) => text.replace(new RegExp(`(?<![\\w])${escapeRegExp(name)}(?![\\w])`, 'g'), ' '),
    explanation,
  );
  // Longer names first, so "New York City" is not also read as "New York".
  for (const name of [...new Set([...vocabulary.tags, ...locations])].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\w])${escapeRegExp(name)}(?![\\w])`, 'g');
    if (!pattern.test(rest)) continue;
    rest = rest.replace(pattern, ' ');
    if (seen.has(name)) continue;
    seen.add(name);
    const isLocation = cityNames.has(name) || stateNames.has(name) || locations.has(name);
    if (isLocation)
      facts.push({ text: name, kind: 'location', true: locations.has(name) || creator.tags.includes(name) });
    else facts.push({ text: name, kind: 'tag', true: creator.tags.includes(name) });
  }
  // State codes written after a city ("Austin, TX").
  for (const match of explanation.matchAll(/,\s([A-Z]{2})\b/g)) {
    const code = match[1]!;
    if (!vocabulary.states.some((state) => state.code === code)) continue;
    facts.push({ text: code, kind: 'location', true: creator.state === code });
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Scoring helpers

export function precisionRecall(predicted: string[], gold: string[]): { p: number; r: number } {
  const top = predicted.slice(0, K);
  const goldSet = new Set(gold.map((tag) => tag.toLowerCase()));
  const hits = top.filter((tag) => goldSet.has(tag.toLowerCase())).length;
  const p = top.length === 0 ? (gold.length === 0 ? 1 : 0) : hits / top.length;
  const r = gold.length === 0 ? 1 : hits / gold.length;
  return { p, r };
}

/** The baseline: vocabulary tags whose name appears literally in the text, in order of appearance. */
export function exactNameTags(text: string, vocabulary: Vocabulary): string[] {
  const found: { tag: string; at: number }[] = [];
  for (const tag of vocabulary.tags) {
    const match = new RegExp(`(?<![\\w])${escapeRegExp(tag)}(?![\\w])`, 'i').exec(text);
    if (match) found.push({ tag, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at || b.tag.length - a.tag.length).map((entry) => entry.tag);
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const f2 = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(2));
const pct = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(value * 100).toFixed(0)} %`);

/** A markdown table (pasted into bench/README.md as is). */
export function markdownTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n### ${title}\n`);
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cell = (value: string | number | undefined) =>
    String(value ?? '')
      .replace(/\|/g, '\\|')
      .replace(/\n/g, ' ');
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => cell(row[column])).join(' | ')} |`);
}

/** The helpers' per-team rate limit raised for the bench (the evaluation sends about 80 requests). */
export const AI_API_ENV: Record<string, string> = {
  AI_REQUESTS_PER_TEAM_PER_MINUTE: '1000000',
};

/** POST to a helper; a 429 (rate limit) is retried after its Retry-After, up to 5 times. */
export async function postHelper(client: BenchClient, route: string, body: unknown): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.request('POST', route, body);
    } catch (error) {
      if (attempt >= 5 || !/: 429 /.test(String(error))) throw error;
      rateLimited += 1;
      const seconds = Number(client.lastHeaders.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
    }
  }
}

/** 429 answers retried (reported: the measured times do not include them). */
export let rateLimited = 0;

// ---------------------------------------------------------------------------------------------
// The tag helper

async function evalTags(client: BenchClient, vocabulary: Vocabulary): Promise<void> {
  const items = loadJson<LabelledDescription[]>('tag-descriptions.json');
  const results: { item: LabelledDescription; engine: string[]; baseline: string[]; ms: number }[] = [];
  for (const item of items) {
    const started = performance.now();
    const answer = (await postHelper(client, '/api/tag-helper', {
      description: item.description,
    })) as TagHelperResponse;
    results.push({
      item,
      engine: answer.tags,
      baseline: exactNameTags(item.description, vocabulary),
      ms: performance.now() - started,
    });
  }
  const rows: Record<string, string | number>[] = [];
  for (const split of ['heldout', 'tuning'] as const) {
    const part = results.filter((result) => result.item.split === split);
    const engine = part.map((result) => precisionRecall(result.engine, result.item.tags));
    const baseline = part.map((result) => precisionRecall(result.baseline, result.item.tags));
    const p = mean(engine.map((score) => score.p));
    const r = mean(engine.map((score) => score.r));
    rows.push({
      split: split === 'heldout' ? 'held-out (the result)' : 'tuning',
      descriptions: part.length,
      'P@5': f2(p),
      'R@5': f2(r),
      'baseline P@5': f2(mean(baseline.map((score) => score.p))),
      'baseline R@5': f2(mean(baseline.map((score) => score.r))),
      'answers with no tags': part.filter((result) => result.engine.length === 0).length,
      'tags per answer': f2(mean(part.map((result) => result.engine.length))),
      met: p >= TARGET_PRECISION && r >= TARGET_RECALL ? 'yes' : 'no',
    });
  }
  markdownTable(
    `Tag helper: precision@5 and recall@5, macro-averaged (targets P@5 ≥ ${TARGET_PRECISION}, R@5 ≥ ${TARGET_RECALL}); baseline = exact tag names in the text`,
    rows,
  );
  const styles = [...new Set(items.map((item) => item.style))];
  markdownTable(
    'Tag helper, held-out, per style',
    styles.map((style) => {
      const part = results.filter((result) => result.item.split === 'heldout' && result.item.style === style);
      const engine = part.map((result) => precisionRecall(result.engine, result.item.tags));
      return {
        style,
        descriptions: part.length,
        'P@5': f2(mean(engine.map((score) => score.p))),
        'R@5': f2(mean(engine.map((score) => score.r))),
      };
    }),
  );
  markdownTable(
    'Tag helper, held-out misses (top 5 against the labels; not for tuning)',
    results
      .filter((result) => result.item.split === 'heldout')
      .map((result) => {
        const top = result.engine.slice(0, K);
        const gold = new Set(result.item.tags.map((tag) => tag.toLowerCase()));
        const answered = new Set(top.map((tag) => tag.toLowerCase()));
        return {
          id: result.item.id,
          style: result.item.style,
          'false positives': top.filter((tag) => !gold.has(tag.toLowerCase())).join(', '),
          'false negatives': result.item.tags.filter((tag) => !answered.has(tag.toLowerCase())).join(', '),
          'beyond top 5': result.engine.slice(K).join(', '),
        };
      })
      .filter((row) => row['false positives'] || row['false negatives']),
  );
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `\n(tag helper: ${results.length} requests, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms)`,
  );
}

// ---------------------------------------------------------------------------------------------
// The sheet helper

/** A brief file and how its tables are titled. */
export interface BriefSet {
  file: string;
  title: string;
  /** Held out: never tuned on; its misses are not printed unless BENCH_AI_EVAL_HELDOUT_DETAILS=1. */
  heldOut: boolean;
}

export const BRIEF_SETS: BriefSet[] = [
  { file: 'briefs.json', title: 'briefs (tuning: the lead tuned on these)', heldOut: false },
  { file: 'briefs-heldout.json', title: 'held-out briefs', heldOut: true },
];

/** One brief file's overall numbers (for the headline table). */
export interface BriefSetSummary {
  set: BriefSet;
  briefs: number;
  normalBriefs: number;
  suggested: number;
  meetShare: number;
  baselineSuggested: number;
  baselineShare: number;
  overBriefs: number;
  overNamed: number;
  explanations: number;
  withTwo: number;
  facts: number;
  falseFacts: number;
}

interface BriefResult {
  brief: Brief;
  answer: SheetHelperResponse;
  /** Roster creators meeting every constraint (0 for the over-constrained briefs). */
  eligible: number;
  /** Of those, how many were suggested. */
  eligibleSuggested: number;
  /** Per suggested creator: the constraints failed (all, and leaving out the over-constrained ones). */
  failed: ConstraintKey[][];
  failedBeyondOver: ConstraintKey[][];
  failedPrimary: ConstraintKey[][];
  facts: Fact[][];
  baselineFailed: ConstraintKey[][];
}

async function evalBriefs(
  client: BenchClient,
  db: pg.Client,
  teamId: number,
  vocabulary: Vocabulary,
  set: BriefSet,
): Promise<BriefSetSummary> {
  const briefs = loadJson<Brief[]>(set.file);
  const details = !set.heldOut || process.env.BENCH_AI_EVAL_HELDOUT_DETAILS === '1';
  console.log(`\n## Sheet helper: ${set.title} (bench/ai/${set.file}, ${briefs.length} briefs)`);
  const roster = await readRoster(db, teamId);
  const byFollowers = [...roster.values()].sort(
    (a, b) =>
      Math.max(0, ...b.accounts.map((account) => account.followers)) -
      Math.max(0, ...a.accounts.map((account) => account.followers)),
  );
  const results: BriefResult[] = [];
  for (const brief of briefs) {
    const answer = (await postHelper(client, '/api/sheet-helper', {
      description: brief.description,
      included_influencers: [],
    })) as SheetHelperResponse;
    const over = new Set<ConstraintKey>(brief.overConstrained ?? []);
    const suggested = answer.influencers.map((entry) => {
      const creator = roster.get(entry.id);
      if (!creator) throw new Error(`${brief.id}: suggested creator ${entry.id} is not on the roster`);
      return { entry, creator };
    });
    const top = byFollowers.slice(0, Math.max(suggested.length, 10));
    const eligible = [...roster.values()].filter(
      (creator) => failures(creator, brief.constraints).length === 0,
    );
    const suggestedIds = new Set(suggested.map(({ creator }) => creator.id));
    results.push({
      brief,
      answer,
      eligible: eligible.length,
      eligibleSuggested: eligible.filter((creator) => suggestedIds.has(creator.id)).length,
      failed: suggested.map(({ creator }) => failures(creator, brief.constraints)),
      failedBeyondOver: suggested.map(({ creator }) => failures(creator, brief.constraints, over)),
      failedPrimary: suggested.map(({ creator }) => failures(creator, brief.constraints, over, true)),
      facts: suggested.map(({ entry, creator }) =>
        checkFacts(entry.explanation, creator, vocabulary, brief.description),
      ),
      baselineFailed: top.map((creator) => failures(creator, brief.constraints, over)),
    });
  }

  const share = (lists: ConstraintKey[][]) =>
    lists.length ? lists.filter((l) => l.length === 0).length / lists.length : NaN;
  const relaxedText = (result: BriefResult) =>
    result.answer.brief.relaxed.map((entry) => entry.constraint).join('; ');
  const namesRelaxed = (result: BriefResult) => {
    const text = relaxedText(result).toLowerCase();
    return (result.brief.relaxedMentions ?? []).some((word) => text.includes(word.toLowerCase()));
  };
  const rows = results.map((result) => {
    const facts = result.facts.flat();
    const isOver = Boolean(result.brief.overConstrained?.length);
    return {
      brief: result.brief.id,
      'roster meeting all': result.eligible,
      suggested: result.answer.influencers.length,
      'of those meeting all, suggested': isOver
        ? '-'
        : `${result.eligibleSuggested} of ${Math.min(result.eligible, AI_SHEET_SUGGESTIONS_MAX)}`,
      'meet all': pct(share(isOver ? result.failedBeyondOver : result.failed)),
      'meet all (platform or primary account)': pct(share(result.failedPrimary)),
      'baseline meet all': pct(share(result.baselineFailed)),
      ...(details ? { 'relaxed (answer)': relaxedText(result) || '-' } : {}),
      'relaxed as expected': isOver
        ? namesRelaxed(result)
          ? 'yes'
          : 'no'
        : result.answer.brief.relaxed.length
          ? 'relaxed, not expected'
          : '-',
      'explanations ≥ 2 true facts': pct(
        result.facts.length
          ? result.facts.filter((list) => list.filter((fact) => fact.true).length >= 2).length /
              result.facts.length
          : NaN,
      ),
      'true facts': facts.filter((fact) => fact.true).length,
      'false facts': facts.filter((fact) => !fact.true).length,
    };
  });
  markdownTable(
    `${set.title}: sheet helper per brief (meet all: of the suggested creators, the share meeting every stated constraint; for the over-constrained briefs every constraint except the over-constrained ones)`,
    rows,
  );
  const normal = results.filter((result) => !result.brief.overConstrained?.length);
  const over = results.filter((result) => result.brief.overConstrained?.length);
  const allFacts = results.flatMap((result) => result.facts);
  const normalShare = share(normal.flatMap((result) => result.failed));
  const baselineShare = share(normal.flatMap((result) => result.baselineFailed));
  const withTwo = allFacts.length
    ? allFacts.filter((list) => list.filter((fact) => fact.true).length >= 2).length / allFacts.length
    : NaN;
  const falseFacts = allFacts.flat().filter((fact) => !fact.true).length;
  markdownTable(`${set.title}: sheet helper overall`, [
    {
      measure: `suggested creators meeting every constraint (${normal.length} briefs not over-constrained), target ≥ ${TARGET_MEETS}`,
      engine: `${pct(normalShare)} of ${normal.flatMap((result) => result.failed).length}`,
      baseline: `${pct(baselineShare)} of ${normal.flatMap((result) => result.baselineFailed).length}`,
      met: normalShare >= TARGET_MEETS ? 'yes' : 'no',
    },
    {
      measure: `over-constrained briefs (${over.length}): relaxed names the over-constrained constraint`,
      engine: `${over.filter(namesRelaxed).length} of ${over.length}`,
      baseline: '-',
      met: over.every(namesRelaxed) ? 'yes' : 'no',
    },
    {
      measure: `over-constrained briefs: suggestions meeting every other constraint`,
      engine: `${pct(share(over.flatMap((result) => result.failedBeyondOver)))} of ${over.flatMap((result) => result.failed).length}`,
      baseline: pct(share(over.flatMap((result) => result.baselineFailed))),
      met: '',
    },
    {
      measure: 'briefs relaxed although something met every constraint',
      engine: normal.filter((result) => result.answer.brief.relaxed.length > 0 && result.eligible > 0).length,
      baseline: '-',
      met: '',
    },
    {
      measure: 'explanations citing ≥ 2 true facts',
      engine: `${pct(withTwo)} of ${allFacts.length}`,
      baseline: '-',
      met: withTwo === 1 ? 'yes' : 'no',
    },
    {
      measure: 'false facts found (target 0)',
      engine: `${falseFacts} of ${allFacts.flat().length} facts`,
      baseline: '-',
      met: falseFacts === 0 ? 'yes' : 'no',
    },
  ]);
  const summary: BriefSetSummary = {
    set,
    briefs: results.length,
    normalBriefs: normal.length,
    suggested: normal.flatMap((result) => result.failed).length,
    meetShare: normalShare,
    baselineSuggested: normal.flatMap((result) => result.baselineFailed).length,
    baselineShare,
    overBriefs: over.length,
    overNamed: over.filter(namesRelaxed).length,
    explanations: allFacts.length,
    withTwo,
    facts: allFacts.flat().length,
    falseFacts,
  };
  if (!details) {
    console.log(
      `\n(${set.title}: the failing suggestions and what the engine read are not printed, so they are not tuned on)`,
    );
    return summary;
  }
  markdownTable(
    `${set.title}: sheet helper, suggestions failing a constraint, and false facts`,
    results.flatMap((result) =>
      result.answer.influencers.flatMap((entry, index) => {
        const failed = result.brief.overConstrained?.length
          ? result.failedBeyondOver[index]!
          : result.failed[index]!;
        const wrong = result.facts[index]!.filter((fact) => !fact.true);
        if (failed.length === 0 && wrong.length === 0) return [];
        return [
          {
            brief: result.brief.id,
            creator: entry.id,
            'failed constraints': failed.join(', '),
            'false facts': wrong.map((fact) => `${fact.kind} "${fact.text}"`).join(', '),
            explanation: entry.explanation,
          },
        ];
      }),
    ),
  );
  markdownTable(
    `${set.title}: sheet helper, what the engine read from each brief`,
    results.map((result) => ({
      brief: result.brief.id,
      constraints: result.answer.brief.constraints.join('; '),
      niches: result.answer.brief.niches.join(', '),
    })),
  );
  const sample = results.find((result) => result.answer.influencers.length > 0);
  if (sample)
    console.log(`\nAn explanation (${sample.brief.id}): ${sample.answer.influencers[0]!.explanation}`);
  return summary;
}

/** Both brief files side by side; the held-out file is the headline result. */
function briefHeadline(summaries: BriefSetSummary[]): void {
  const ordered = [...summaries].sort((a, b) => Number(b.set.heldOut) - Number(a.set.heldOut));
  markdownTable(
    `Sheet helper, headline: suggested creators meeting every stated constraint (briefs not over-constrained), target ≥ ${TARGET_MEETS}; the held-out briefs are the result`,
    ordered.map((summary) => ({
      briefs: summary.set.heldOut ? `${summary.set.title} (the result)` : summary.set.title,
      'briefs (over-constrained)': `${summary.briefs} (${summary.overBriefs})`,
      'meet every constraint': `${pct(summary.meetShare)} of ${summary.suggested}`,
      baseline: `${pct(summary.baselineShare)} of ${summary.baselineSuggested}`,
      'over-constrained relaxed as expected': `${summary.overNamed} of ${summary.overBriefs}`,
      'explanations ≥ 2 true facts': `${pct(summary.withTwo)} of ${summary.explanations}`,
      'false facts': `${summary.falseFacts} of ${summary.facts}`,
      met: summary.meetShare >= TARGET_MEETS ? 'yes' : 'no',
    })),
  );
}

// ---------------------------------------------------------------------------------------------

export async function teamIdOf(db: pg.Client, email: string): Promise<number> {
  const { rows } = await db.query<{ team_id: number }>(
    `SELECT primary_team_id AS team_id FROM users WHERE email = $1`,
    [email],
  );
  if (!rows[0]) throw new Error(`no team for ${email}`);
  return rows[0].team_id;
}

export async function benchAiEval(): Promise<void> {
  const external = process.env.BENCH_AI_ORIGIN;
  let dataDir: string | null = null;
  let api: RunningProcess | null = null;
  let databaseUrl = process.env.BENCH_AI_DATABASE_URL ?? '';
  if (!external) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-ai-eval-'));
    api = await startApi(PORT, dataDir, PG_PORT, AI_API_ENV);
    databaseUrl = embeddedDatabaseUrl(dataDir, PG_PORT);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const vocabulary = await loadVocabulary();
    const client = await BenchClient.signIn(
      external ?? `http://127.0.0.1:${PORT}`,
      DEMO.email,
      DEMO.password,
    );
    const teamId = await teamIdOf(db, DEMO.email);
    const parts = new Set((process.env.BENCH_AI_EVAL_PARTS ?? 'tags,briefs').split(','));
    if (parts.has('tags')) await evalTags(client, vocabulary);
    if (parts.has('briefs')) {
      const summaries: BriefSetSummary[] = [];
      for (const set of BRIEF_SETS) summaries.push(await evalBriefs(client, db, teamId, vocabulary, set));
      briefHeadline(summaries);
    }
    if (rateLimited > 0) console.log(`\n(${rateLimited} answers were 429 rate limited and retried)`);
  } finally {
    await db.end().catch(() => undefined);
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAiEval();
