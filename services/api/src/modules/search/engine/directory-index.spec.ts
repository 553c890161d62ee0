import { describe, expect, it } from '@jest/globals';
import { DIRECTORY_SORTS, SOCIAL_PLATFORMS, type DirectorySort } from '@tpp/contracts';
import { Random } from '../../talent-data/generator/prng.js';
import {
  AUDIENCE_AGE_BUCKETS,
  DirectoryIndex,
  type AccountRecord,
  type CreatorRecord,
  type IndexQuery,
} from './directory-index.js';

/**
 * The index against a brute-force reading of the same rules, on random data with many ties and
 * missing numbers: every page of every query, followed through cursors and by offset, must be
 * exactly the reference, whether the index walks its sorted runs, scans, or holds accounts changed
 * since its last rebuild.
 */

function prng(seed: number) {
  const random = new Random(seed);
  const next = () => random.next();
  const pick = <T>(items: readonly T[]): T => random.pick(items);
  const maybe = <T>(value: T, missing = 0.15): T | null => (random.chance(missing) ? null : value);
  return { next, pick, maybe };
}

const WORDS = ['yoga', 'austin', 'vegan', 'skate', 'travel', 'creme brulee', 'gaming'];

function randomCreator(random: ReturnType<typeof prng>, id: number): CreatorRecord {
  return {
    id,
    text: `${random.pick(['ana', 'bo', 'zoe'])} ${random.pick(WORDS)}\n${random.pick(WORDS)} and ${random.pick(WORDS)}`,
    gender: random.maybe(random.pick(['male', 'female'])),
    age: random.maybe(random.pick([19, 25, 33, 47, 58, 70])),
  };
}

function randomAccount(random: ReturnType<typeof prng>, id: number, influencerId: number): AccountRecord {
  const ages = AUDIENCE_AGE_BUCKETS.map(() => random.maybe(random.pick([0, 5, 12.5, 20, 31.25]), 0.1));
  return {
    id,
    influencerId,
    platform: random.pick(SOCIAL_PLATFORMS),
    handle: `${random.pick(WORDS).replace(' ', '')}${id}`,
    followers: random.pick([5_000, 12_000, 30_000, 75_000, 2_000_000]),
    engagementRate: random.maybe(random.pick([0.5, 1.5, 2.25, 4, 12])),
    averageViews: random.maybe(random.pick([3_000, 8_000, 60_000, 300_000])),
    usAudienceShare: random.maybe(random.pick([10, 35, 55, 62.5, 80])),
    audienceFemalePercent: random.maybe(random.pick([20, 28, 50, 71, 85])),
    audienceMalePercent: random.maybe(random.pick([15, 29, 50, 72, 80])),
    ages,
  };
}

type Query = Omit<IndexQuery, 'after' | 'offset' | 'limit'>;

/** The rules, row by row (the reference). */
function reference(
  accounts: Map<number, AccountRecord>,
  creators: Map<number, CreatorRecord>,
  query: Query,
): { id: number; key: number; share: number | null }[] {
  const share = (account: AccountRecord) =>
    query.audienceAgeBuckets
      ? Math.round(
          query.audienceAgeBuckets.reduce((sum, bucket) => sum + (account.ages[bucket] ?? 0), 0) * 100,
        ) / 100
      : null;
  const atLeast = (value: number | null, min: number | undefined) =>
    min === undefined || (value !== null && value >= min);
  const atMost = (value: number | null, max: number | undefined) =>
    max === undefined || (value !== null && value <= max);
  const keyOf = (account: AccountRecord): number => {
    const value = {
      followers: account.followers,
      engagement_rate: account.engagementRate,
      avg_views: account.averageViews,
      us_audience_share: account.usAudienceShare,
      audience_female_percent: account.audienceFemalePercent,
      audience_male_percent: account.audienceMalePercent,
      audience_age_share: share(account),
    }[query.sort];
    return value ?? -1;
  };
  const rows = [...accounts.values()].filter((account) => {
    const creator = creators.get(account.influencerId)!;
    const audience = query.audienceGender
      ? query.audienceGender.gender === 'female'
        ? account.audienceFemalePercent
        : account.audienceMalePercent
      : null;
    return (
      account.platform === query.platform &&
      atLeast(account.followers, query.followersMin) &&
      atMost(account.followers, query.followersMax) &&
      atLeast(account.engagementRate, query.engagementRateMin) &&
      atMost(account.engagementRate, query.engagementRateMax) &&
      atLeast(account.usAudienceShare, query.usAudienceShareMin) &&
      atLeast(account.averageViews, query.averageViewsMin) &&
      atMost(account.averageViews, query.averageViewsMax) &&
      (!query.audienceGender || atLeast(audience, query.audienceGender.minShare)) &&
      (!query.minAgeShare || share(account)! >= query.minAgeShare) &&
      (!query.gender || creator.gender === query.gender) &&
      atLeast(creator.age, query.ageMin) &&
      atMost(creator.age, query.ageMax) &&
      (!query.name ||
        creator.text.split('\n')[0]!.includes(query.name) ||
        account.handle.includes(query.name)) &&
      query.keywords.every(
        ({ term, tagged }) =>
          creator.text.includes(term) || account.handle.includes(term) || tagged.has(account.influencerId),
      )
    );
  });
  const sign = query.order === 'asc' ? 1 : -1;
  return rows
    .map((account) => ({ id: account.id, key: keyOf(account), share: share(account) }))
    .sort((a, b) => sign * (a.key - b.key || a.id - b.id));
}

function randomQuery(random: ReturnType<typeof prng>, tagged: Set<number>): Query {
  const sometimes = <T>(value: T) => (random.next() < 0.3 ? value : undefined);
  const ageRange = random.next() < 0.3;
  const sort = random.pick(DIRECTORY_SORTS.filter((sort) => ageRange || sort !== 'audience_age_share'));
  const followersMin = sometimes(random.pick([5_000, 12_000, 30_000]));
  return {
    platform: random.pick(SOCIAL_PLATFORMS),
    followersMin,
    followersMax: sometimes(random.pick([75_000, 2_000_000])),
    engagementRateMin: sometimes(random.pick([1, 2.25])),
    engagementRateMax: sometimes(random.pick([4, 12])),
    usAudienceShareMin: sometimes(random.pick([30, 55])),
    audienceAgeBuckets: ageRange ? random.pick([[4], [1, 2], [4, 5], [0, 1, 2, 3, 4, 5]]) : undefined,
    minAgeShare: ageRange ? sometimes(random.pick([10, 30])) : undefined,
    averageViewsMin: sometimes(random.pick([5_000, 60_000])),
    averageViewsMax: sometimes(random.pick([60_000, 300_000])),
    audienceGender: sometimes({ gender: random.pick(['male', 'female'] as const), minShare: 70 }),
    gender: sometimes(random.pick(['male', 'female'] as const)),
    ageMin: sometimes(random.pick([18, 45])),
    ageMax: sometimes(random.pick([34, 64])),
    keywords:
      random.next() < 0.3
        ? [{ term: random.pick(['yoga', 'austin', 'skate', 'creme brulee', 'ga', 'n a']), tagged }]
        : [],
    name: sometimes(random.pick(['ana', 'zo', 'skate', 'o y'])),
    sort,
    order: random.pick(['asc', 'desc'] as const),
  };
}

/** Every page of a query through cursors, checking each against the reference. */
function expectPages(
  index: DirectoryIndex,
  query: Query,
  expected: ReturnType<typeof reference>,
  limit: number,
  strategies: Set<string>,
) {
  const seen: number[] = [];
  let after: IndexQuery['after'];
  for (let guard = 0; guard <= expected.length / limit + 1; guard += 1) {
    const { hits, strategy } = index.search({ ...query, after, offset: 0, limit });
    strategies.add(strategy);
    seen.push(...hits.map((hit) => hit.id));
    for (const hit of hits) {
      const want = expected.find((row) => row.id === hit.id);
      expect(hit.sortValue).toBe(want?.key);
      expect(hit.audienceAgeShare).toBe(query.audienceAgeBuckets ? want?.share : null);
    }
    if (hits.length < limit) break;
    const last = hits.at(-1)!;
    after = { value: last.sortValue, id: last.id };
  }
  expect(seen).toEqual(expected.map((row) => row.id));
  const offset = Math.min(7, expected.length);
  expect(index.search({ ...query, offset, limit: 5 }).hits.map((hit) => hit.id)).toEqual(
    expected.slice(offset, offset + 5).map((row) => row.id),
  );
}

describe('DirectoryIndex', () => {
  const random = prng(7);
  const creators = new Map<number, CreatorRecord>();
  const accounts = new Map<number, AccountRecord>();
  const index = new DirectoryIndex();
  // Small enough that selective filters give up walking (to a range or a scan) on this data.
  index.tuning = { walkBudget: 60, rangeShare: 2 };
  for (let id = 1; id <= 400; id += 1) {
    const creator = randomCreator(random, id);
    creators.set(id, creator);
    index.putCreator(creator);
  }
  for (let id = 1; id <= 1500; id += 1) {
    const account = randomAccount(random, id * 3, 1 + Math.floor(random.next() * 400));
    accounts.set(account.id, account);
    index.putAccount(account);
  }
  const tagged = new Set([5, 17, 99, 250]);
  const queries = Array.from({ length: 120 }, () => randomQuery(random, tagged));

  const check = (strategy: DirectoryIndex['strategy']) => {
    index.strategy = strategy;
    let nonEmpty = 0;
    const strategies = new Set<string>();
    for (const query of queries) {
      const expected = reference(accounts, creators, query);
      if (expected.length > 0) nonEmpty += 1;
      expectPages(index, query, expected, 1 + Math.floor(random.next() * 40), strategies);
    }
    // Every way of answering was taken (the walk, the walk given up for a range, the scan).
    expect([...strategies].sort()).toEqual(
      strategy === 'walk' && index.dirtyCount < 1500 ? ['range', 'scan', 'walk'] : ['scan'],
    );
    // The random queries are not all empty (the comparison means something).
    expect(nonEmpty).toBeGreaterThan(queries.length / 3);
  };

  it('answers every page like the reference while every account is new (not sorted yet)', () => {
    expect(index.dirtyCount).toBe(1500);
    check('walk');
  });

  it('answers every page like the reference from its sorted runs, walking and scanning', async () => {
    await index.rebuild();
    expect(index.dirtyCount).toBe(0);
    check('walk');
    check('scan');
  });

  it('answers like the reference after accounts and creators change, are added and removed, before and after a rebuild', async () => {
    for (let step = 0; step < 300; step += 1) {
      const roll = random.next();
      if (roll < 0.5) {
        const id = random.pick([...accounts.keys()]);
        const changed = { ...randomAccount(random, id, accounts.get(id)!.influencerId) };
        accounts.set(id, changed);
        index.putAccount(changed);
      } else if (roll < 0.7) {
        const added = randomAccount(random, 10_000 + step, 1 + Math.floor(random.next() * 400));
        accounts.set(added.id, added);
        index.putAccount(added);
      } else if (roll < 0.85) {
        const id = random.pick([...accounts.keys()]);
        accounts.delete(id);
        index.removeAccount(id);
      } else {
        const id = 1 + Math.floor(random.next() * 400);
        const creator = randomCreator(random, id);
        creators.set(id, creator);
        index.putCreator(creator);
      }
    }
    expect(index.dirtyCount).toBeGreaterThan(100);
    check('walk');
    check('scan');
    await index.rebuild();
    expect(index.dirtyCount).toBe(0);
    expect(index.accounts).toBe(accounts.size);
    check('walk');
  });

  it('keeps accounts changed during a rebuild dirty, so they are never answered from a stale place', async () => {
    const [first] = accounts.values();
    const rebuilt = index.rebuild(async () => {
      // Between two sorts: the account moves.
      const moved = { ...first!, followers: first!.followers + 1 };
      accounts.set(moved.id, moved);
      index.putAccount(moved);
    });
    await rebuilt;
    expect(index.dirtyCount).toBe(1);
    check('walk');
  });

  it('reading an account again with the same values changes nothing', () => {
    const before = index.dirtyCount;
    for (const account of [...accounts.values()].slice(0, 50)) index.putAccount({ ...account });
    expect(index.dirtyCount).toBe(before);
  });

  it('sorts by every column', () => {
    const sorts = new Set<DirectorySort>(queries.map((query) => query.sort));
    expect([...sorts].sort()).toEqual([...DIRECTORY_SORTS].sort());
  });
});
