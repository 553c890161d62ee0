import {
  DIRECTORY_SORTS,
  SOCIAL_PLATFORMS,
  type DirectorySort,
  type SocialPlatform,
  type SortOrder,
} from '@tpp/contracts';

/**
 * The directory index: every social account's filtered numbers in typed columns, and per platform
 * and sortable column a permutation of the accounts in sort order. A search walks the permutation
 * of its sort from its cursor and tests each account against every filter until the page is full,
 * so it reads only as many accounts as it takes to find a page, whatever the filters combine;
 * a search sorted by a computed key (the audience age share) or run with `strategy = 'scan'`
 * tests every account of the platform and keeps the best ones in a bounded heap.
 *
 * Pure (no database): `DirectoryIndexService` loads it and applies each change before a search.
 * A changed or added account is "dirty" until the next rebuild: the walks skip it and each search
 * tests the dirty accounts separately and merges them in, so answers are exact at any time.
 */

/** The audience age buckets, in the order of `AccountRecord.ages`, with the ages each covers. */
export const AUDIENCE_AGE_BUCKETS = [
  { column: 'audience_age_13_17', from: 13, to: 17 },
  { column: 'audience_age_18_24', from: 18, to: 24 },
  { column: 'audience_age_25_34', from: 25, to: 34 },
  { column: 'audience_age_35_44', from: 35, to: 44 },
  { column: 'audience_age_45_64', from: 45, to: 64 },
  { column: 'audience_age_65_plus', from: 65, to: Number.POSITIVE_INFINITY },
] as const;

/** One social account as the index keeps it (texts folded: lower case, no accents). */
export interface AccountRecord {
  id: number;
  influencerId: number;
  platform: SocialPlatform;
  handle: string;
  followers: number;
  engagementRate: number | null;
  averageViews: number | null;
  usAudienceShare: number | null;
  audienceFemalePercent: number | null;
  audienceMalePercent: number | null;
  /** In the order of AUDIENCE_AGE_BUCKETS. */
  ages: readonly (number | null)[];
}

/** One creator as the index keeps it: `text` is the folded name, a line break, the folded description. */
export interface CreatorRecord {
  id: number;
  text: string;
  gender: string | null;
  age: number | null;
}

/** A keyword: its folded text, and the caller's creators whose own tags match it. */
export interface IndexKeyword {
  term: string;
  tagged: ReadonlySet<number>;
}

export interface IndexQuery {
  platform: SocialPlatform;
  followersMin?: number;
  followersMax?: number;
  engagementRateMin?: number;
  engagementRateMax?: number;
  usAudienceShareMin?: number;
  /** Indexes into AUDIENCE_AGE_BUCKETS summed into the audience age share (present when a range is asked). */
  audienceAgeBuckets?: number[];
  minAgeShare?: number;
  averageViewsMin?: number;
  averageViewsMax?: number;
  audienceGender?: { gender: 'male' | 'female'; minShare: number };
  gender?: 'male' | 'female';
  ageMin?: number;
  ageMax?: number;
  keywords: IndexKeyword[];
  /** The folded name search (the creator's name or the handle). */
  name?: string;
  sort: DirectorySort;
  order: SortOrder;
  /** Keyset: the page starts after this (sort value, account id). */
  after?: { value: number; id: number };
  offset: number;
  limit: number;
}

export interface IndexHit {
  id: number;
  /** The sort key (a missing number is -1). */
  sortValue: number;
  /** The audience share in the asked age range (two decimals), else null. */
  audienceAgeShare: number | null;
}

export interface IndexAnswer {
  hits: IndexHit[];
  /**
   * walk: the sort's run from the cursor; range: the narrowest candidates (a bounded column's
   * range or a keyword's accounts); scan: every account of the platform.
   */
  strategy: 'walk' | 'range' | 'scan';
  /** Accounts tested against the filters. */
  examined: number;
}

type ColumnSort = Exclude<DirectorySort, 'audience_age_share'>;
/** The sorts with a sorted run (the audience age share is computed per search). */
const COLUMN_SORTS = DIRECTORY_SORTS.filter((sort): sort is ColumnSort => sort !== 'audience_age_share');

/** What separates the words of a folded text (the word index's tokens are what lies between). */
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const wordsOf = (text: string) => text.split(WORD_SEPARATORS).filter(Boolean);
/**
 * The most accounts a walk tests before the search scans instead (walks read the columns in
 * sort order, scattered in memory; a scan reads them in storage order, several times faster per
 * account), and the share of the platform below which a bounded column's range is scanned rather
 * than every account (1 / RANGE_SHARE).
 */
const WALK_BUDGET = 20_000;
const RANGE_SHARE = 8;
/** Keyword and name look-ups kept (each a byte per creator). */
const TERM_CACHE_SIZE = 32;

const GENDER_CODES: Record<string, number> = { male: 1, female: 2 };
const DEAD = 1;
const DIRTY = 2;
const NO_AGE = -1;

/** Positions [from, to) of `rows` (a sorted run, or a list of candidate rows). */
interface PositionRange {
  rows: Int32Array;
  from: number;
  to: number;
}

/** A permutation of a platform's accounts sorted by (key, id) descending, with the keys it was sorted by. */
interface SortedRun {
  rows: Int32Array;
  keys: Float64Array;
}

/** A row kept for the answer, with its sort key. */
interface FoundRow {
  row: number;
  key: number;
}

/** What the steps of one search share: the platform, the page's end, the filter, key and order. */
interface SearchPass {
  platform: number;
  desc: boolean;
  /** offset + limit: how many rows the answer needs in order. */
  wanted: number;
  test: (row: number) => boolean;
  key: (row: number) => number;
  /** Whether (keyA, rowA) comes before (keyB, rowB) in the answer: by key, then by account id, in the asked order. */
  before: (keyA: number, rowA: number, keyB: number, rowB: number) => boolean;
  /** Whether (key, row) lies after the query's cursor (always, without one). */
  isAfter: (key: number, row: number) => boolean;
}

/** A copy of a typed array with room for `capacity` items. */
function grow<T extends Int32Array | Int16Array | Uint8Array | Float64Array | Float32Array>(
  array: T,
  capacity: number,
): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/** Typed column storage that grows by doubling. */
class Columns {
  capacity = 0;
  id = new Int32Array(0);
  creator = new Int32Array(0);
  platform = new Uint8Array(0);
  flags = new Uint8Array(0);
  /** The change counter when the row last changed (see rebuild). */
  changed = new Float64Array(0);
  followers = new Float64Array(0);
  averageViews = new Float64Array(0);
  engagementRate = new Float32Array(0);
  usAudienceShare = new Float32Array(0);
  female = new Float32Array(0);
  male = new Float32Array(0);
  ages = AUDIENCE_AGE_BUCKETS.map(() => new Float32Array(0));
  handle: string[] = [];

  ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(size, this.capacity * 2, 1024);
    this.id = grow(this.id, capacity);
    this.creator = grow(this.creator, capacity);
    this.platform = grow(this.platform, capacity);
    this.flags = grow(this.flags, capacity);
    this.changed = grow(this.changed, capacity);
    this.followers = grow(this.followers, capacity);
    this.averageViews = grow(this.averageViews, capacity);
    this.engagementRate = grow(this.engagementRate, capacity);
    this.usAudienceShare = grow(this.usAudienceShare, capacity);
    this.female = grow(this.female, capacity);
    this.male = grow(this.male, capacity);
    this.ages = this.ages.map((column) => grow(column, capacity));
    this.capacity = capacity;
  }
}

/** Grows an Int32Array lookup table (id → slot, -1 when absent) to hold `id`. */
function growLookup(table: Int32Array<ArrayBuffer>, id: number): Int32Array<ArrayBuffer> {
  if (id < table.length) return table;
  const next = new Int32Array(Math.max(id + 1, table.length * 2, 1024)).fill(-1);
  next.set(table);
  return next;
}

/** The first position of descending `keys` where `below` holds (it holds from there on). */
function firstPosition(keys: Float64Array, below: (key: number) => boolean): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (below(keys[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const nan = (value: number | null) => (value === null ? Number.NaN : value);

/** A bounded heap of the best `size` rows in answer order (its root is the worst kept). */
class TopRows {
  private readonly rows: number[] = [];
  private readonly keys: number[] = [];

  constructor(
    private readonly size: number,
    /** Whether (keyA, rowA) comes before (keyB, rowB) in the answer. */
    private readonly before: (keyA: number, rowA: number, keyB: number, rowB: number) => boolean,
  ) {}

  offer(row: number, key: number): void {
    const { rows, keys } = this;
    if (rows.length < this.size) {
      rows.push(row);
      keys.push(key);
      let at = rows.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.before(keys[parent]!, rows[parent]!, keys[at]!, rows[at]!)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    if (this.size === 0 || !this.before(key, row, keys[0]!, rows[0]!)) return;
    rows[0] = row;
    keys[0] = key;
    let at = 0;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < rows.length && this.before(keys[worst]!, rows[worst]!, keys[left]!, rows[left]!))
        worst = left;
      if (right < rows.length && this.before(keys[worst]!, rows[worst]!, keys[right]!, rows[right]!))
        worst = right;
      if (worst === at) break;
      this.swap(at, worst);
      at = worst;
    }
  }

  /** The kept rows in answer order. */
  sorted(): { row: number; key: number }[] {
    return this.rows
      .map((row, index) => ({ row, key: this.keys[index]! }))
      .sort((a, b) => (this.before(a.key, a.row, b.key, b.row) ? -1 : 1));
  }

  private swap(a: number, b: number): void {
    [this.rows[a], this.rows[b]] = [this.rows[b]!, this.rows[a]!];
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
  }
}

export class DirectoryIndex {
  /** 'scan' tests every account for every search (the benchmark's baseline without the sorted runs). */
  strategy: 'walk' | 'scan' = 'walk';
  /** See WALK_BUDGET and RANGE_SHARE (the tests change them to take every path on small data). */
  tuning = { walkBudget: WALK_BUDGET, rangeShare: RANGE_SHARE };

  private readonly columns = new Columns();
  private size = 0;
  private rowOfAccount = new Int32Array(0);
  private slotOfCreator = new Int32Array(0);
  private creatorCount = 0;
  private creatorId = new Int32Array(0);
  private creatorText: string[] = [];
  private creatorGender = new Uint8Array(0);
  private creatorAge = new Int16Array(0);
  private runs = new Map<string, SortedRun>();
  private dirty: number[] = [];
  private changes = 0;
  /** The word index: each word of the creators' texts and the creator slots that hold it. */
  private readonly words = new Map<string, number[]>();
  private textVersion = 0;
  private handleVersion = 0;
  /** Per term: the matching creators (by slot) or the platform's matching handles (by row), a byte each. */
  private readonly termCache = new Map<string, { version: number; matches: Uint8Array }>();
  private readonly rowCache = new Map<string, { version: number; rows: Int32Array | null }>();
  /** Each creator's (not dirty) accounts as of the last rebuild: rows[start[slot]..start[slot + 1]). */
  private creatorRows = { start: new Int32Array(1), rows: new Int32Array(0) };
  private runsVersion = 0;
  /** Each platform's (not dirty) accounts as of the last rebuild, in storage order (what a scan reads). */
  private platformRows: Int32Array[] = [];

  private list(word: string, slot: number): void {
    const slots = this.words.get(word);
    if (slots) slots.push(slot);
    else this.words.set(word, [slot]);
  }

  private unlist(word: string, slot: number): void {
    const slots = this.words.get(word);
    const at = slots?.indexOf(slot) ?? -1;
    if (at === -1) return;
    slots!.splice(at, 1);
    if (slots!.length === 0) this.words.delete(word);
  }

  /** Accounts held (removed ones excluded). */
  get accounts(): number {
    return this.size - this.removedCount;
  }
  private removedCount = 0;

  /** Accounts changed since the last rebuild (tested separately by every search). */
  get dirtyCount(): number {
    return this.dirty.length;
  }

  putCreator(record: CreatorRecord): void {
    this.slotOfCreator = growLookup(this.slotOfCreator, record.id);
    let slot = this.slotOfCreator[record.id]!;
    if (slot < 0) {
      slot = this.creatorCount++;
      this.slotOfCreator[record.id] = slot;
      if (slot >= this.creatorGender.length) {
        const capacity = Math.max(1024, slot * 2);
        this.creatorId = grow(this.creatorId, capacity);
        this.creatorGender = grow(this.creatorGender, capacity);
        this.creatorAge = grow(this.creatorAge, capacity);
      }
      this.creatorId[slot] = record.id;
    }
    // No sort key is the creator's, so its accounts keep their places in the sorted runs; the
    // filters read these values at once.
    const previous = this.creatorText[slot];
    if (previous !== record.text) {
      const before = new Set(previous ? wordsOf(previous) : []);
      const now = new Set(wordsOf(record.text));
      for (const word of before) if (!now.has(word)) this.unlist(word, slot);
      for (const word of now) if (!before.has(word)) this.list(word, slot);
      this.textVersion += 1;
    }
    this.creatorText[slot] = record.text;
    this.creatorGender[slot] = GENDER_CODES[record.gender ?? ''] ?? 0;
    this.creatorAge[slot] = record.age ?? NO_AGE;
  }

  putAccount(record: AccountRecord): void {
    const c = this.columns;
    this.rowOfAccount = growLookup(this.rowOfAccount, record.id);
    let row = this.rowOfAccount[record.id]!;
    if (row < 0) {
      row = this.size++;
      c.ensure(this.size);
      this.rowOfAccount[record.id] = row;
      c.id[row] = record.id;
    } else if (c.flags[row]! & DEAD) {
      c.flags[row]! &= ~DEAD;
      this.removedCount -= 1;
    } else if (this.holds(row, record)) {
      // Read again (a catch-up reads from the oldest open transaction on): nothing moved.
      return;
    }
    // A creator not loaded yet gets an empty slot (filled when its record arrives).
    if (this.slotOfCreator.length <= record.influencerId || this.slotOfCreator[record.influencerId]! < 0)
      this.putCreator({ id: record.influencerId, text: '', gender: null, age: null });
    c.creator[row] = this.slotOfCreator[record.influencerId]!;
    c.platform[row] = SOCIAL_PLATFORMS.indexOf(record.platform);
    if (c.handle[row] !== record.handle) this.handleVersion += 1;
    c.handle[row] = record.handle;
    c.followers[row] = record.followers;
    c.averageViews[row] = nan(record.averageViews);
    c.engagementRate[row] = nan(record.engagementRate);
    c.usAudienceShare[row] = nan(record.usAudienceShare);
    c.female[row] = nan(record.audienceFemalePercent);
    c.male[row] = nan(record.audienceMalePercent);
    AUDIENCE_AGE_BUCKETS.forEach((_, bucket) => (c.ages[bucket]![row] = nan(record.ages[bucket] ?? null)));
    this.markDirty(row);
  }

  /** Whether the row already holds exactly these values. */
  private holds(row: number, record: AccountRecord): boolean {
    const c = this.columns;
    const same = (stored: number, value: number | null, fround = true) =>
      value === null ? stored !== stored : stored === (fround ? Math.fround(value) : value);
    return (
      c.creator[row] === this.slotOfCreator[record.influencerId] &&
      c.platform[row] === SOCIAL_PLATFORMS.indexOf(record.platform) &&
      c.handle[row] === record.handle &&
      same(c.followers[row]!, record.followers, false) &&
      same(c.averageViews[row]!, record.averageViews, false) &&
      same(c.engagementRate[row]!, record.engagementRate) &&
      same(c.usAudienceShare[row]!, record.usAudienceShare) &&
      same(c.female[row]!, record.audienceFemalePercent) &&
      same(c.male[row]!, record.audienceMalePercent) &&
      AUDIENCE_AGE_BUCKETS.every((_, bucket) => same(c.ages[bucket]![row]!, record.ages[bucket] ?? null))
    );
  }

  removeAccount(id: number): void {
    const row = id < this.rowOfAccount.length ? this.rowOfAccount[id]! : -1;
    if (row < 0 || this.columns.flags[row]! & DEAD) return;
    this.columns.flags[row]! |= DEAD;
    this.removedCount += 1;
    this.markDirty(row);
  }

  private markDirty(row: number): void {
    const c = this.columns;
    this.changes += 1;
    c.changed[row] = this.changes;
    if (!(c.flags[row]! & DIRTY)) {
      c.flags[row]! |= DIRTY;
      this.dirty.push(row);
    }
  }

  /**
   * Sorts every platform's accounts by every sortable column again and clears the dirty list.
   * Yields to the event loop between sorts (`pause`), so searches go on meanwhile with the old
   * runs; an account changed during the rebuild stays dirty.
   */
  async rebuild(pause: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    const started = this.changes;
    const c = this.columns;
    const byPlatform = SOCIAL_PLATFORMS.map(() => [] as number[]);
    for (let row = 0; row < this.size; row += 1)
      if (!(c.flags[row]! & DEAD)) byPlatform[c.platform[row]!]!.push(row);
    const runs = new Map<string, SortedRun>();
    for (const [platform, rows] of byPlatform.entries()) {
      for (const sort of COLUMN_SORTS) {
        const key = this.keyOf(sort, undefined);
        const order = Int32Array.from(rows).sort((a, b) => {
          const difference = key(b) - key(a);
          return difference !== 0 ? difference : c.id[b]! - c.id[a]!;
        });
        runs.set(`${platform}:${sort}`, { rows: order, keys: Float64Array.from(order, key) });
        await pause();
      }
    }
    // Each creator's accounts (counting sort by creator slot; rows stay in storage order).
    const start = new Int32Array(this.creatorCount + 1);
    for (const rows of byPlatform) for (const row of rows) start[c.creator[row]! + 1]! += 1;
    for (let slot = 0; slot < this.creatorCount; slot += 1) start[slot + 1]! += start[slot]!;
    const creatorRows = new Int32Array(start[this.creatorCount]!);
    const next = start.slice(0, this.creatorCount);
    for (let row = 0; row < this.size; row += 1)
      if (!(c.flags[row]! & DEAD)) creatorRows[next[c.creator[row]!]!++] = row;
    this.creatorRows = { start, rows: creatorRows };
    this.runs = runs;
    this.platformRows = byPlatform.map((rows) => Int32Array.from(rows));
    this.runsVersion += 1;
    this.dirty = this.dirty.filter((row) => {
      if (c.changed[row]! > started) return true;
      c.flags[row]! &= ~DIRTY;
      return false;
    });
  }

  search(query: IndexQuery): IndexAnswer {
    const ageShare = query.audienceAgeBuckets ? this.ageShareOf(query.audienceAgeBuckets) : undefined;
    const pass = this.passOf(query, ageShare);
    const { platform } = pass;
    const run = query.sort === 'audience_age_share' ? undefined : this.runs.get(`${platform}:${query.sort}`);
    const platformSize = this.runs.get(`${platform}:followers`)?.rows.length ?? 0;
    const walking = this.strategy === 'walk';
    const ranges = walking ? this.boundedRanges(query, platform) : new Map<ColumnSort, PositionRange>();
    const narrow = this.narrowest(query, platform, platformSize, ranges, walking);
    let examined = 0;
    let found: FoundRow[] | undefined;
    let strategy: IndexAnswer['strategy'];
    if (run && walking) {
      strategy = 'walk';
      const budget = Math.min(this.tuning.walkBudget, narrow ? narrow.to - narrow.from : Infinity);
      const walked = this.walk(pass, run, ranges.get(query.sort as ColumnSort), query.after, budget);
      examined += walked.examined;
      found = walked.found;
    }
    if (!found) {
      let scanned: { found: FoundRow[]; examined: number };
      if (narrow) {
        strategy = 'range';
        scanned = this.scan(pass, narrow.rows, narrow.from, narrow.to);
      } else {
        strategy = 'scan';
        const every = this.platformRows[platform];
        scanned = every ? this.scan(pass, every, 0, every.length) : this.scan(pass);
      }
      examined += scanned.examined;
      found = scanned.found;
    }
    const merged = this.withDirty(pass, found);
    return {
      hits: merged.found.slice(query.offset, pass.wanted).map(({ row, key: sortValue }) => ({
        id: this.columns.id[row]!,
        sortValue,
        audienceAgeShare: ageShare ? ageShare(row) : null,
      })),
      strategy: strategy!,
      examined: examined + merged.examined,
    };
  }

  /** The query's filter, sort key, answer order and cursor test, for the steps of one search. */
  private passOf(query: IndexQuery, ageShare: ((row: number) => number) | undefined): SearchPass {
    const ids = this.columns.id;
    const desc = query.order !== 'asc';
    const after = query.after;
    return {
      platform: SOCIAL_PLATFORMS.indexOf(query.platform),
      desc,
      wanted: query.offset + query.limit,
      test: this.filterOf(query, ageShare),
      key: this.keyOf(query.sort, ageShare),
      before: desc
        ? (ka, ra, kb, rb) => ka > kb || (ka === kb && ids[ra]! > ids[rb]!)
        : (ka, ra, kb, rb) => ka < kb || (ka === kb && ids[ra]! < ids[rb]!),
      isAfter: after
        ? desc
          ? (k, row) => k < after.value || (k === after.value && ids[row]! < after.id)
          : (k, row) => k > after.value || (k === after.value && ids[row]! > after.id)
        : () => true,
    };
  }

  /**
   * The narrowest set of candidates: a bounded column's range, or the accounts that match a
   * keyword or the name (listed when few). Scanning it (its rows lie scattered in memory) beats a
   * sequential scan of every account only when it holds a small part of the platform.
   */
  private narrowest(
    query: IndexQuery,
    platform: number,
    platformSize: number,
    ranges: Map<ColumnSort, PositionRange>,
    walking: boolean,
  ): PositionRange | undefined {
    let narrow: PositionRange | undefined;
    for (const range of ranges.values())
      if (!narrow || range.to - range.from < narrow.to - narrow.from) narrow = range;
    if (walking) {
      const listed = [
        ...query.keywords.map((keyword) => {
          const rows = this.termRows(keyword.term, false, platform, platformSize);
          if (!rows || keyword.tagged.size === 0) return rows;
          const all = new Set(rows);
          for (const row of this.rowsOfCreators(keyword.tagged, platform)) all.add(row);
          return Int32Array.from(all).sort();
        }),
        query.name === undefined ? null : this.termRows(query.name, true, platform, platformSize),
      ];
      for (const rows of listed)
        if (rows && (!narrow || rows.length < narrow.to - narrow.from))
          narrow = { rows, from: 0, to: rows.length };
    }
    if (narrow && (narrow.to - narrow.from) * this.tuning.rangeShare >= platformSize) return undefined;
    return narrow;
  }

  /**
   * The walk: the run in the asked order from the cursor (within the sort column's own bounds,
   * `own`), skipping dirty accounts. It tests at most `budget` accounts: a filter that passes
   * fewer than a page in that many is selective, and the answer is undefined (the candidates or
   * every account are scanned instead).
   */
  private walk(
    pass: SearchPass,
    { rows, keys }: SortedRun,
    own: PositionRange | undefined,
    after: IndexQuery['after'],
    budget: number,
  ): { found: FoundRow[] | undefined; examined: number } {
    const { desc, wanted, test } = pass;
    const ids = this.columns.id;
    const flags = this.columns.flags;
    const base: FoundRow[] = [];
    const first = own?.from ?? 0;
    const last = (own?.to ?? rows.length) - 1;
    // Where the page starts: descending, at the first position whose (key, id) is below the
    // cursor's; ascending, just before the first position at or below it (walking back).
    let at = desc ? first : last;
    if (after) {
      let lo = 0;
      let hi = rows.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const k = keys[mid]!;
        const id = ids[rows[mid]!]!;
        if (k < after.value || (k === after.value && (desc ? id < after.id : id <= after.id))) hi = mid;
        else lo = mid + 1;
      }
      at = desc ? Math.max(first, lo) : Math.min(last, lo - 1);
    }
    const step = desc ? 1 : -1;
    let examined = 0;
    for (; (desc ? at <= last : at >= first) && base.length < wanted && examined < budget; at += step) {
      const row = rows[at]!;
      if (flags[row]! & (DIRTY | DEAD)) continue;
      examined += 1;
      if (test(row)) base.push({ row, key: keys[at]! });
    }
    const complete = base.length >= wanted || (desc ? at > last : at < first);
    return { found: complete ? base : undefined, examined };
  }

  /** Tests the rows of `rows[from..to)` (or every row of the platform) and keeps the best in answer order. */
  private scan(
    pass: SearchPass,
    rows?: Int32Array,
    from = 0,
    to = this.size,
  ): { found: FoundRow[]; examined: number } {
    const { platform, test, key, isAfter } = pass;
    const flags = this.columns.flags;
    const platforms = this.columns.platform;
    const top = new TopRows(pass.wanted, pass.before);
    let examined = 0;
    for (let at = from; at < to; at += 1) {
      const row = rows ? rows[at]! : at;
      if (flags[row]! & (DIRTY | DEAD) || (!rows && platforms[row] !== platform)) continue;
      examined += 1;
      if (!test(row)) continue;
      const k = key(row);
      if (isAfter(k, row)) top.offer(row, k);
    }
    return { found: top.sorted(), examined };
  }

  /** The dirty accounts (not in the runs), tested one by one and merged into `found` in answer order. */
  private withDirty(pass: SearchPass, found: FoundRow[]): { found: FoundRow[]; examined: number } {
    const { platform, test, key, isAfter, before, wanted } = pass;
    const c = this.columns;
    const extra: FoundRow[] = [];
    let examined = 0;
    for (const row of this.dirty) {
      if (c.platform[row] !== platform || c.flags[row]! & DEAD) continue;
      examined += 1;
      if (!test(row)) continue;
      const k = key(row);
      if (isAfter(k, row)) extra.push({ row, key: k });
    }
    if (extra.length === 0) return { found, examined };
    extra.sort((a, b) => (before(a.key, a.row, b.key, b.row) ? -1 : 1));
    const merged: FoundRow[] = [];
    let i = 0;
    let j = 0;
    while (merged.length < wanted && (i < found.length || j < extra.length)) {
      const a = found[i];
      const b = extra[j];
      if (b === undefined || (a !== undefined && before(a.key, a.row, b.key, b.row))) {
        merged.push(a!);
        i += 1;
      } else {
        merged.push(b);
        j += 1;
      }
    }
    return { found: merged, examined };
  }

  /**
   * The sortable columns the query bounds, each with its sorted run's positions [from, to) that
   * hold the accounts within the bounds (binary search).
   */
  private boundedRanges(query: IndexQuery, platform: number): Map<ColumnSort, PositionRange> {
    const bounds: [ColumnSort, number | undefined, number | undefined][] = [
      ['followers', query.followersMin, query.followersMax],
      ['engagement_rate', query.engagementRateMin, query.engagementRateMax],
      ['avg_views', query.averageViewsMin, query.averageViewsMax],
      ['us_audience_share', query.usAudienceShareMin, undefined],
    ];
    if (query.audienceGender)
      bounds.push([
        query.audienceGender.gender === 'female' ? 'audience_female_percent' : 'audience_male_percent',
        query.audienceGender.minShare,
        undefined,
      ]);
    const ranges = new Map<ColumnSort, PositionRange>();
    for (const [sort, min, max] of bounds) {
      if (min === undefined && max === undefined) continue;
      const run = this.runs.get(`${platform}:${sort}`);
      if (!run) continue;
      // Descending keys: the first position at or below max, and the first below min. A missing
      // number (-1) is below every bound, as it fails them.
      const from = max === undefined ? 0 : firstPosition(run.keys, (k) => k <= max);
      const to = firstPosition(run.keys, (k) => k < (min ?? 0));
      ranges.set(sort, { rows: run.rows, from, to: Math.max(from, to) });
    }
    return ranges;
  }

  /**
   * The platform's accounts (not dirty ones: those are tested apart) whose creator or handle
   * matches a term, in storage order, or null when they are too many to be worth listing (over
   * 1 / rangeShare of the platform). Kept per term until a text or handle changes.
   */
  private termRows(term: string, inName: boolean, platform: number, platformSize: number): Int32Array | null {
    const cacheKey = `r:${inName ? 'n' : 'k'}:${platform}:${term}`;
    const version = this.textVersion * 1_000_003 + this.handleVersion + this.runsVersion * 7919;
    const cached = this.rowCache.get(cacheKey);
    if (cached && cached.version === version) return cached.rows;
    const creators = this.creatorsMatching(term, inName);
    const handles = this.handlesMatching(term, SOCIAL_PLATFORMS[platform]!);
    const { start, rows: creatorRows } = this.creatorRows;
    const c = this.columns;
    const found = new Set<number>();
    const most = platformSize / this.tuning.rangeShare;
    let rows: Int32Array | null = null;
    collect: {
      for (let slot = 0; slot < creators.length && slot + 1 < start.length; slot += 1) {
        if (creators[slot] !== 1) continue;
        for (let at = start[slot]!; at < start[slot + 1]!; at += 1) {
          const row = creatorRows[at]!;
          if (c.platform[row] === platform) found.add(row);
        }
        if (found.size > most) break collect;
      }
      for (let row = 0; row < handles.length; row += 1) if (handles[row] === 1) found.add(row);
      if (found.size > most) break collect;
      rows = Int32Array.from(found).sort();
    }
    if (this.rowCache.size >= TERM_CACHE_SIZE) this.rowCache.delete(this.rowCache.keys().next().value!);
    this.rowCache.set(cacheKey, { version, rows });
    return rows;
  }

  /** The platform's (not dirty) accounts of these creators, in storage order. */
  private rowsOfCreators(creatorIds: ReadonlySet<number>, platform: number): number[] {
    const { start, rows: creatorRows } = this.creatorRows;
    const rows: number[] = [];
    for (const id of creatorIds) {
      const slot = id < this.slotOfCreator.length ? this.slotOfCreator[id]! : -1;
      if (slot < 0 || slot + 1 >= start.length) continue;
      for (let at = start[slot]!; at < start[slot + 1]!; at += 1)
        if (this.columns.platform[creatorRows[at]!] === platform) rows.push(creatorRows[at]!);
    }
    return rows;
  }

  /** The sort key of a row: the column with a missing number as -1, or the audience age share. */
  private keyOf(
    sort: DirectorySort,
    ageShare: ((row: number) => number) | undefined,
  ): (row: number) => number {
    const c = this.columns;
    const orMinusOne = (column: Float32Array | Float64Array) => (row: number) => {
      const value = column[row]!;
      return value === value ? value : -1;
    };
    switch (sort) {
      case 'followers':
        return (row) => c.followers[row]!;
      case 'engagement_rate':
        return orMinusOne(c.engagementRate);
      case 'avg_views':
        return orMinusOne(c.averageViews);
      case 'us_audience_share':
        return orMinusOne(c.usAudienceShare);
      case 'audience_female_percent':
        return orMinusOne(c.female);
      case 'audience_male_percent':
        return orMinusOne(c.male);
      case 'audience_age_share':
        return ageShare ?? (() => 0);
    }
  }

  /** The audience share of the buckets (a missing bucket counts 0), to two decimals. */
  private ageShareOf(buckets: number[]): (row: number) => number {
    const columns = buckets.map((bucket) => this.columns.ages[bucket]!);
    return (row) => {
      let total = 0;
      for (const column of columns) {
        const value = column[row]!;
        if (value === value) total += value;
      }
      return Math.round(total * 100) / 100;
    };
  }

  /** Every filter of the query as one test of a row (a missing number fails a bound). */
  private filterOf(
    query: IndexQuery,
    ageShare: ((row: number) => number) | undefined,
  ): (row: number) => boolean {
    const c = this.columns;
    const { followersMin, followersMax, engagementRateMin, engagementRateMax, usAudienceShareMin } = query;
    const { averageViewsMin, averageViewsMax, minAgeShare, ageMin, ageMax } = query;
    const followers = c.followers;
    const engagement = c.engagementRate;
    const us = c.usAudienceShare;
    const views = c.averageViews;
    const creatorOf = c.creator;
    const genderCode = query.gender ? GENDER_CODES[query.gender]! : 0;
    const audience = query.audienceGender
      ? query.audienceGender.gender === 'female'
        ? c.female
        : c.male
      : undefined;
    const audienceMin = query.audienceGender?.minShare ?? 0;
    const shareFloor = ageShare && minAgeShare !== undefined && minAgeShare > 0 ? minAgeShare : undefined;
    const creatorGender = this.creatorGender;
    const creatorAge = this.creatorAge;
    const creatorId = this.creatorId;
    const ageBounded = ageMin !== undefined || ageMax !== undefined;
    const lowestAge = ageMin ?? 0;
    const highestAge = ageMax ?? Number.POSITIVE_INFINITY;
    // Keywords and the name: the creators whose texts hold them, looked up once per search.
    const keywords = query.keywords.map((keyword) => ({
      ...keyword,
      creators: this.creatorsMatching(keyword.term, false),
      handles: this.handlesMatching(keyword.term, query.platform),
    }));
    const name = query.name;
    const named = name === undefined ? undefined : this.creatorsMatching(name, true);
    const namedHandles = name === undefined ? undefined : this.handlesMatching(name, query.platform);
    return (row) => {
      if (followersMin !== undefined && !(followers[row]! >= followersMin)) return false;
      if (followersMax !== undefined && !(followers[row]! <= followersMax)) return false;
      if (engagementRateMin !== undefined && !(engagement[row]! >= engagementRateMin)) return false;
      if (engagementRateMax !== undefined && !(engagement[row]! <= engagementRateMax)) return false;
      if (usAudienceShareMin !== undefined && !(us[row]! >= usAudienceShareMin)) return false;
      if (averageViewsMin !== undefined && !(views[row]! >= averageViewsMin)) return false;
      if (averageViewsMax !== undefined && !(views[row]! <= averageViewsMax)) return false;
      if (audience !== undefined && !(audience[row]! >= audienceMin)) return false;
      const slot = creatorOf[row]!;
      if (genderCode !== 0 && creatorGender[slot] !== genderCode) return false;
      if (ageBounded) {
        const age = creatorAge[slot]!;
        if (age === NO_AGE || age < lowestAge || age > highestAge) return false;
      }
      if (shareFloor !== undefined && !(ageShare!(row) >= shareFloor)) return false;
      if (named !== undefined && named[slot] !== 1 && namedHandles![row] !== 1) return false;
      for (const keyword of keywords) {
        if (
          keyword.creators[slot] !== 1 &&
          keyword.handles[row] !== 1 &&
          !keyword.tagged.has(creatorId[slot]!)
        )
          return false;
      }
      return true;
    };
  }

  /** The platform's accounts (a byte per row, 1 when it matches) whose handle holds `term`; kept until a handle changes. */
  private handlesMatching(term: string, platform: SocialPlatform): Uint8Array {
    const cacheKey = `h:${platform}:${term}`;
    const cached = this.termCache.get(cacheKey);
    if (cached && cached.version === this.handleVersion) return cached.matches;
    const code = SOCIAL_PLATFORMS.indexOf(platform);
    const { handle, platform: platforms } = this.columns;
    const rows = new Uint8Array(this.size);
    for (let row = 0; row < this.size; row += 1)
      if (platforms[row] === code && handle[row]!.includes(term)) rows[row] = 1;
    this.remember(cacheKey, this.handleVersion, rows);
    return rows;
  }

  private remember(cacheKey: string, version: number, matches: Uint8Array): void {
    if (this.termCache.size >= TERM_CACHE_SIZE) this.termCache.delete(this.termCache.keys().next().value!);
    this.termCache.set(cacheKey, { version, matches });
  }

  /**
   * The creators (a byte per slot, 1 when it matches) whose text holds `term` (`inName`: whose
   * name does). Through the word index: the words that contain a piece of the term give the
   * candidates, so a rare term costs what its matches cost; a term of one piece matches exactly
   * its words' creators, a longer one is checked in each candidate's text (the candidates come
   * from its piece with the fewest). Kept until a creator's text changes.
   */
  private creatorsMatching(term: string, inName: boolean): Uint8Array {
    const cacheKey = `${inName ? 'n' : 'k'}:${term}`;
    const cached = this.termCache.get(cacheKey);
    if (cached && cached.version === this.textVersion) return cached.matches;
    const creators = new Uint8Array(this.creatorCount);
    const texts = this.creatorText;
    const holds = (slot: number) => {
      const text = texts[slot]!;
      const at = text.indexOf(term);
      return at !== -1 && (!inName || at < text.indexOf('\n'));
    };
    const pieces = term.split(WORD_SEPARATORS).filter(Boolean);
    if (pieces.length === 0) {
      for (let slot = 0; slot < this.creatorCount; slot += 1) if (holds(slot)) creators[slot] = 1;
    } else {
      // The piece whose words hold the fewest creators gives the candidates.
      let candidates: number[][] = [];
      let fewest = Number.POSITIVE_INFINITY;
      for (const piece of pieces) {
        const lists: number[][] = [];
        let count = 0;
        for (const [word, slots] of this.words)
          if (word.includes(piece)) {
            lists.push(slots);
            count += slots.length;
          }
        if (count < fewest) [candidates, fewest] = [lists, count];
      }
      const exact = !inName && pieces.length === 1 && pieces[0] === term;
      for (const slots of candidates) for (const slot of slots) if (exact || holds(slot)) creators[slot] = 1;
    }
    this.remember(cacheKey, this.textVersion, creators);
    return creators;
  }
}
