/**
 * Reads a campaign brief's explicit constraints: platform, follower tier or numbers, audience
 * gender, audience age group, audience country, the creator's location and gender, engagement,
 * and the niches (tags) it is about. Each constraint knows how to test a creator and which fact
 * of the creator to cite.
 */
import { AGE_BUCKETS, PLATFORM_LABELS, type DirectoryQuery, type SocialPlatform } from '@tpp/contracts';
import {
  accountFor,
  audienceSize,
  ageShare,
  bucketLabel,
  formatCount,
  formatPercent,
  placeOf,
  type CreatorAccount,
  type CreatorRecord,
} from './creator.js';
import { readTags, type TagMatch } from './tagger.js';
import { fold, joinedWords, searchable } from './text.js';
import { STATE_OF_CITY, TAG_IMPLIES, TALENT_TYPES } from './vocabulary.js';
import { US_CITIES, US_STATES } from '../../talent-data/catalog/index.js';

export type ConstraintKind =
  | 'platform'
  | 'followers'
  | 'audienceGender'
  | 'audienceAge'
  | 'audienceCountry'
  | 'location'
  | 'creatorGender'
  | 'creatorAge'
  | 'engagement'
  | 'niche';

export interface Constraint {
  kind: ConstraintKind;
  /** The constraint in words, e.g. "TikTok", "10K to 100K followers (micro)". */
  label: string;
  /** True when the creator (on the account the brief is about) meets it. */
  test(creator: CreatorRecord, account: CreatorAccount | undefined): boolean;
  /** The fact of the creator this constraint is about, formatted from the record. */
  fact(creator: CreatorRecord, account: CreatorAccount | undefined): string | undefined;
  /** False when the record lacks the figure this constraint is about: then it is not checked. */
  known(creator: CreatorRecord, account: CreatorAccount | undefined): boolean;
  /** What a creator that fails it has instead, in a few words ("No Fitness tag", "Based in Busan"). */
  miss(creator: CreatorRecord, account: CreatorAccount | undefined): string;
  /**
   * The test a "meets the brief" label needs, when stricter than `test` (which also chooses the
   * candidates): a niche counts only as a tag of the creator, not as a word of its description.
   */
  holds?(creator: CreatorRecord, account: CreatorAccount | undefined): boolean;
  /** The directory search's parameters that state it (for the AI search), when it has them. */
  directory?: BriefDirectoryFilter;
  /** The percent the brief writes for it ("75%+ of their audience in the US" → 75), when it writes one. */
  percent?: number;
  /**
   * What the brief asks when the data can only approximate it ("audience aged 21+ (age groups
   * checked: 18-64)"): the constraint is checked as labelled and this stays "not checked".
   */
  approximates?: string;
}

export interface Brief {
  constraints: Constraint[];
  platforms: SocialPlatform[];
  /** Niche tags, the strongest first: what the creators should post about (a hard filter). */
  niches: string[];
  /** Tags read only from the product's words ("pet food brand"): they order, never filter. */
  hints: string[];
  /** Words of the brief that name the niches (for notes): e.g. "running". */
  nicheWords: string[];
  /** Requirements the brief states that the reader could not read (never checked), in words. */
  unread: string[];
}

export type BriefDirectoryFilter = Pick<
  DirectoryQuery,
  | 'platform'
  | 'followers_min'
  | 'followers_max'
  | 'target_gender'
  | 'target_min_gender_share'
  | 'audience_age_min'
  | 'audience_age_max'
  | 'min_age_share'
  | 'engagement_rate_min'
  | 'us_audience_share_min'
  | 'gender'
  | 'age_minimum'
  | 'age_maximum'
>;

/** Follower tiers, as the industry names them. */
export const FOLLOWER_TIERS: readonly { words: RegExp; name: string; min: number; max?: number }[] = [
  { words: /\bnano\b/, name: 'nano', min: 1_000, max: 10_000 },
  { words: /\bmicro\b/, name: 'micro', min: 10_000, max: 100_000 },
  { words: /\bmid[ -]?(?:tier|size|sized|level)\b/, name: 'mid-tier', min: 100_000, max: 500_000 },
  { words: /\bmacro\b/, name: 'macro', min: 500_000, max: 1_000_000 },
  { words: /\b(?:mega|celebrity|celebrities)\b/, name: 'mega', min: 1_000_000 },
];
/** "Mostly female audience": at least this share (percent). */
export const AUDIENCE_GENDER_SHARE = 60;
/** "Gen Z audience": at least this share (percent) of the audience in the group's age buckets. */
export const AUDIENCE_AGE_SHARE = 40;
/** "High engagement": at least this rate (percent). */
export const HIGH_ENGAGEMENT = 3;

const AGE_GROUPS: readonly { words: RegExp; name: string; buckets: number[] }[] = [
  { words: /\bgen(?:eration)?[ -]?z\b|\bzoomers?\b/, name: 'Gen Z', buckets: [0, 1] },
  { words: /\bgen(?:eration)?[ -]?alpha\b|\bteens?\b|\bteenagers?\b/, name: 'teens', buckets: [0] },
  { words: /\bmillennials?\b|\bgen(?:eration)?[ -]?y\b/, name: 'millennials', buckets: [2, 3] },
  { words: /\bgen(?:eration)?[ -]?x\b/, name: 'Gen X', buckets: [4] },
  { words: /\bcollege students?\b|\bcollege[- ]aged?\b/, name: 'college age', buckets: [1] },
];

const COUNTRIES: readonly { words: RegExp; code: string; name: string }[] = [
  {
    words: /\b(?:u\.?s\.?a?\.?|united states|america|american|domestic)(?![a-z])/,
    code: 'US',
    name: 'the US',
  },
  {
    words: /\b(?:u\.?k\.?|united kingdom|britain|british|england|english)(?![a-z])/,
    code: 'GB',
    name: 'the UK',
  },
  { words: /\bcanad(?:a|ian)\b/, code: 'CA', name: 'Canada' },
  { words: /\bmexic(?:o|an)\b/, code: 'MX', name: 'Mexico' },
  { words: /\bbrazil(?:ian)?\b/, code: 'BR', name: 'Brazil' },
  { words: /\bindia\b|\bindian audience/, code: 'IN', name: 'India' },
  { words: /\baustralia(?:n)?\b/, code: 'AU', name: 'Australia' },
  { words: /\bphilippines\b|\bfilipino audience/, code: 'PH', name: 'the Philippines' },
  { words: /\bgerman(?:y)?\b/, code: 'DE', name: 'Germany' },
  { words: /\bfrance\b|\bfrench\b/, code: 'FR', name: 'France' },
  { words: /\bnigeria(?:n)?\b/, code: 'NG', name: 'Nigeria' },
  { words: /\bjapan(?:ese)?\b/, code: 'JP', name: 'Japan' },
  { words: /\b(?:south )?korea(?:n)?\b/, code: 'KR', name: 'South Korea' },
  { words: /\bspain\b|\bspanish audience/, code: 'ES', name: 'Spain' },
  { words: /\bital(?:y|ian)\b/, code: 'IT', name: 'Italy' },
  { words: /\bcolombia(?:n)?\b/, code: 'CO', name: 'Colombia' },
];

/** Nouns that name what a brand sells or runs ("pet food brand", "skincare app", "snack line"). */
const PRODUCT_NOUNS = new Set(
  'brand brands app apps line launch campaign retailer company group product products label store shop chain service startup bar bars snack snacks drink drinks kit kits gear series collection subscription restaurant restaurants cafe menu'.split(
    ' ',
  ),
);
const CREATOR_WORDS = /^(?:creators?|influencers?|talent|youtubers?|tiktokers?|channels?|hosts?)$/;

/** True when one of the (at most three) words after `end` names the product, before any creator word. */
function productAfter(text: string, end: number): boolean {
  for (const word of text.slice(end).trim().split(' ').slice(0, 3)) {
    if (CREATOR_WORDS.test(word)) return false;
    if (PRODUCT_NOUNS.has(word)) return true;
  }
  return false;
}

const AUDIENCE_WORD = /(?:audience|followers|followings?|viewers|fans|community|subscribers|readers)/;
const PLACE_TAGS = new Set<string>([...US_CITIES.map((c) => c.name), ...US_STATES.map((s) => s.name)]);

/** "75%", "75%+", "75% or more" (the number captured), and the space after it. */
const AT_LEAST_PERCENT = String.raw`(\d{1,3})\s*%\s*\+?\s*(?:or (?:more|higher|above)\s+|and (?:up|above)\s+|plus\s+)?`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "50k", "1.5 million", "250,000" → the number. */
function amount(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  const u = (unit ?? '').toLowerCase();
  if (u === 'k' || u.startsWith('thousand')) return value * 1_000;
  if (u === 'm' || u === 'mm' || u.startsWith('mil')) return value * 1_000_000;
  return value;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)*)\s*(k|m|mm|thousand|million|mil)?\b\+?`;

function readFollowers(text: string): { min?: number; max?: number; label: string } | undefined {
  const followers = String.raw`\s*(?:\+\s*)?(?:ig |instagram |tiktok |youtube |yt )?(?:followers|subscribers|subs|fans|follower count|following)`;
  const range = new RegExp(`(?:between\\s+)?${NUMBER}\\s*(?:-|–|to|and)\\s*${NUMBER}${followers}`).exec(text);
  if (range) {
    const unit = range[4] ?? range[2];
    const min = amount(range[1]!, range[2] ?? (range[4] && !range[2] ? unit : undefined));
    const max = amount(range[3]!, range[4]);
    if (min < max) return { min, max, label: `${formatCount(min)} to ${formatCount(max)} followers` };
  }
  const atLeast = new RegExp(
    `(?:over|more than|above|at least|minimum(?: of)?|min\\.?|>=?|north of|upwards of|no less than)\\s*${NUMBER}(?:${followers})?`,
  ).exec(text);
  const plus = new RegExp(`${NUMBER.replace(String.raw`\+?`, '')}\\s*\\+${followers}`).exec(text);
  const below = new RegExp(
    `(?:under|less than|below|up to|at most|max(?:imum)?(?: of)?|<=?|fewer than|no more than)\\s*${NUMBER}${followers}`,
  ).exec(text);
  const lower =
    atLeast && /followers|subscribers|subs|fans|following/.test(atLeast[0]) ? atLeast : (plus ?? undefined);
  const result: { min?: number; max?: number } = {};
  if (lower) result.min = amount(lower[1]!, lower[2]);
  if (below) result.max = amount(below[1]!, below[2]);
  if (result.min !== undefined || result.max !== undefined) {
    if (result.min !== undefined && result.max !== undefined && result.min >= result.max) delete result.max;
    const label =
      result.min !== undefined && result.max !== undefined
        ? `${formatCount(result.min)} to ${formatCount(result.max)} followers`
        : result.min !== undefined
          ? `${formatCount(result.min)}+ followers`
          : `under ${formatCount(result.max!)} followers`;
    return { ...result, label };
  }
  const tiers = FOLLOWER_TIERS.filter((tier) => tier.words.test(text));
  if (!tiers.length) return undefined;
  const min = Math.min(...tiers.map((tier) => tier.min));
  const max = tiers.some((tier) => tier.max === undefined)
    ? undefined
    : Math.max(...tiers.map((tier) => tier.max!));
  const names = tiers.map((tier) => tier.name).join(' or ');
  return {
    min,
    max,
    label:
      max === undefined
        ? `${formatCount(min)}+ followers (${names})`
        : `${formatCount(min)} to ${formatCount(max)} followers (${names})`,
  };
}

function readPlatforms(text: string): SocialPlatform[] {
  const found: SocialPlatform[] = [];
  if (/\b(?:instagram|insta|ig|reels?|igtv)\b/.test(text)) found.push('instagram');
  if (/\btik ?toks?\b|\btiktokers?\b/.test(text)) found.push('tiktok');
  if (/\b(?:youtube|youtubers?|yt|youtube shorts)\b/.test(text)) found.push('youtube');
  return found;
}

function readAudienceGender(
  text: string,
): { gender: 'female' | 'male'; share: number; percent?: number } | undefined {
  const female = /(?:female|women|woman|girls|moms|mothers|ladies)/;
  const male = /(?:male|men|man|guys|dads|fathers)/;
  for (const [gender, words] of [
    ['female', female],
    ['male', male],
  ] as const) {
    const percent = new RegExp(`${AT_LEAST_PERCENT}${words.source}`).exec(text);
    const written = percent && escapeRegExp(percent[0]);
    if (
      percent &&
      new RegExp(
        `${written}\\s*(?:\\w+\\s+){0,2}${AUDIENCE_WORD.source}|${AUDIENCE_WORD.source}\\s+(?:[\\w,]+\\s+){0,4}${written}`,
      ).test(text)
    )
      return { gender, share: Number(percent[1]), percent: Number(percent[1]) };
    const skew = new RegExp(
      `(?<!fe)${words.source}(?:[ -]skewing|[ -]leaning|[ -]dominant|[ -]heavy)?\\s+(?:[\\w-]+\\s+){0,3}${AUDIENCE_WORD.source}|${AUDIENCE_WORD.source}\\s+(?:that |which )?(?:is |are |skews? |leans? )?(?:mostly |mainly |majority |predominantly |primarily |largely )?(?<!fe)${words.source}\\b|skews? (?<!fe)${words.source}\\b`,
    ).exec(text);
    if (skew) return { gender, share: AUDIENCE_GENDER_SHARE };
  }
  return undefined;
}

const CREATOR_NOUN = String.raw`(?:creators?|influencers?|talent|hosts?|youtubers?|tiktokers?|streamers?|bloggers?|athletes?|gamers?)`;

/** "at least half" → 50, "mostly" → 60, "45%" → 45 (and the percent written); else the default share. */
function shareWord(context: string): { share: number; percent?: number } {
  const percent = /(\d{1,3})\s*%/.exec(context);
  if (percent) return { share: Number(percent[1]), percent: Number(percent[1]) };
  if (/\b(?:at least )?half\b/.test(context)) return { share: 50 };
  if (/\b(?:mostly|mainly|majority|predominantly|primarily|largely)\b/.test(context))
    return { share: AUDIENCE_GENDER_SHARE };
  return { share: AUDIENCE_AGE_SHARE };
}

function bucketsBetween(from: number, to: number): number[] {
  return AGE_BUCKETS.flatMap((bucket, index) => {
    const [low, high] = bucket.split('-').map(Number) as [number, number];
    return low <= to && high >= from ? [index] : [];
  });
}

interface AgeReading {
  /** `written`: the brief's range when it does not fall on the data's age groups ("21-34"). */
  audience?: { buckets: number[]; label: string; share: number; percent?: number; written?: string };
  creator?: { min: number; max?: number };
}

/**
 * Age ranges ("18-34", "25 to 40", "35 and up", "over 35") and groups ("Gen Z"): of the creators
 * when a creator word comes just before ("creators aged 25 to 40"), else of the audience.
 */
function readAges(text: string): AgeReading {
  const reading: AgeReading = {};
  const ranges = [
    ...text.matchAll(
      /\b(1[3-9]|[2-6]\d)\s*(?:-|–|to|and)\s*(1[7-9]|[2-6]\d)(?!\s*(?:k\b|m\b|%|followers|subscribers))\b|\b(1[3-9]|[2-6]\d)\s*(?:\+|and up\b|and over\b|and older\b|or older\b|plus\b)|\b(?:over|above|older than)\s+(1[3-9]|[2-6]\d)\b(?!\s*(?:k\b|m\b|%|followers|subscribers))/g,
    ),
  ];
  for (const match of ranges) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    if (!/aged?\b|ages\b|audience|year|yo\b|demo|old/.test(before + match[0] + after)) continue;
    const from = Number(match[1] ?? match[3] ?? match[4]);
    const to = match[2] !== undefined ? Number(match[2]) : undefined;
    if (to !== undefined && from >= to) continue;
    if (
      new RegExp(
        `${CREATOR_NOUN}\\s+(?:who are\\s+|aged?\\s+|between\\s+(?:the\\s+)?ages?\\s+(?:of\\s+)?)*$`,
      ).test(before)
    ) {
      reading.creator ??= { min: from, max: to };
      continue;
    }
    if (reading.audience) continue;
    const buckets = bucketsBetween(from, to ?? 150);
    const bounds = AGE_BUCKETS.map((bucket) => bucket.split('-').map(Number) as [number, number]);
    const exact =
      bounds.some(([low]) => low === from) && (to === undefined || bounds.some(([, high]) => high === to));
    if (buckets.length)
      reading.audience = {
        buckets,
        label: bucketLabel(buckets),
        ...shareWord(before.slice(-30) + match[0]),
        ...(exact ? {} : { written: to === undefined ? `${from}+` : `${from}-${to}` }),
      };
  }
  if (!reading.audience)
    for (const group of AGE_GROUPS) {
      const found = group.words.exec(text);
      if (!found) continue;
      // Only the word just before counts: 'mostly Gen Z', not 'mostly female Gen Z'.
      const { share, percent } = shareWord(
        /(?:\S+\s+)?$/.exec(text.slice(Math.max(0, found.index - 30), found.index))![0],
      );
      reading.audience = {
        buckets: group.buckets,
        label: `${group.name} (${bucketLabel(group.buckets)})`,
        share: Math.max(share, AUDIENCE_AGE_SHARE),
        percent,
      };
      break;
    }
  return reading;
}

/**
 * The audience country, with the share the brief writes for it: "75%+ of their audience in the US",
 * "70% or more of followers from Canada", "US audience of at least 60%", "an audience at least 80%
 * American", "30% US audience"; without a share, the country is meant to be the audience's largest.
 */
function readAudienceCountry(text: string): { code: string; name: string; share?: number } | undefined {
  const percent = AT_LEAST_PERCENT;
  for (const country of COUNTRIES) {
    const share = new RegExp(
      [
        `${percent}(?:\\w+\\s+){0,3}${AUDIENCE_WORD.source}\\s+(?:\\w+\\s+){0,2}(?:in|from|based in)\\s+(?:the\\s+)?${country.words.source}`,
        `${country.words.source}\\s+${AUDIENCE_WORD.source}\\s+(?:\\w+\\s+){0,3}(\\d{1,3})\\s*%`,
        `${AUDIENCE_WORD.source}\\s+(?:\\w+\\s+){0,4}${percent}(?:(?:in|from|based in)\\s+)?(?:the\\s+)?${country.words.source}`,
        `${percent}${country.words.source}\\s+(?:\\w+\\s+){0,1}${AUDIENCE_WORD.source}`,
      ].join('|'),
    ).exec(text);
    if (share) return { ...country, share: Number(share[1] ?? share[2] ?? share[3] ?? share[4]) };
    const pattern = new RegExp(
      `${country.words.source}\\s+(?:\\w+\\s+){0,2}${AUDIENCE_WORD.source}|${AUDIENCE_WORD.source}\\s+(?:\\w+\\s+){0,4}(?:in|from|based in)\\s+(?:the\\s+)?${country.words.source}`,
    );
    if (pattern.test(text)) return country;
  }
  return undefined;
}

function readCreatorGender(text: string): 'female' | 'male' | undefined {
  const roles = String.raw`(?:creators?|influencers?|talent|hosts?|youtubers?|tiktokers?|athletes?|gamers?|streamers?|chefs?|bloggers?|founders?)`;
  if (new RegExp(`\\b(?:female|women|woman)\\s+${roles}|${roles}\\s+who are women`).test(text))
    return 'female';
  if (new RegExp(`\\b(?:male|men|man)\\s+${roles}|${roles}\\s+who are men`).test(text)) return 'male';
  return undefined;
}

function readEngagement(text: string): { min: number; label: string; percent?: number } | undefined {
  const numeric =
    /(?:engagement|\ber\b)(?: rates?)?(?:\s*(?:of|above|over|at least|>=?|north of|higher than|greater than|more than|no less than|minimum|min\.?|is|around))*\s*(\d+(?:\.\d+)?)\s*%/.exec(
      text,
    ) ?? /(\d+(?:\.\d+)?)\s*%\s*\+?\s*(?:or (?:more|higher|better)\s*)?(?:engagement|\ber\b)/.exec(text);
  if (numeric)
    return { min: Number(numeric[1]), label: `engagement ${numeric[1]}%+`, percent: Number(numeric[1]) };
  if (/\b(?:high|strong|great|solid|above[- ]average)(?:ly)? engag(?:ement|ed|ing)\b/.test(text))
    return { min: HIGH_ENGAGEMENT, label: `high engagement (${HIGH_ENGAGEMENT}%+)` };
  return undefined;
}

function creatorPlace(
  text: string,
  read: readonly TagMatch[],
): { cities: string[]; states: string[] } | undefined {
  const places = read.filter((match) => PLACE_TAGS.has(match.tag));
  if (!places.length) return undefined;
  // A place named for the audience ("audience in Texas") is not where the creator lives.
  const kept = places.filter((match) => {
    const name = fold(match.tag);
    const at = text.indexOf(name);
    return (
      at < 0 ||
      !/(?:audience|followers|viewers|fans)\s+(?:\w+\s+){0,3}$/.test(text.slice(Math.max(0, at - 40), at))
    );
  });
  // States named outright (not a code after a city) win over the cities in them ("restaurants in Phoenix … creators based in
  // Arizona or Nevada"); a city alone stands for itself.
  const states = kept
    .filter(
      (m) => US_STATES.some((s) => s.name === m.tag) && m.evidence.some((e) => /^'[a-z][a-z ]+'$/.test(e)),
    )
    .map((m) => m.tag);
  const cities = kept
    .filter((m) => US_CITIES.some((c) => c.name === m.tag))
    .map((m) => m.tag)
    .filter((city) => !states.includes(STATE_OF_CITY.get(city) ?? ''));
  if (!cities.length && !states.length) return undefined;
  return { cities, states };
}

function listed(items: readonly string[], joiner = 'or'): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}` : (items[0] ?? '');
}

/** The brief as the readers read it: folded, one space between words, "75 percent" written "75%". */
function briefText(description: string): string {
  return fold(description)
    .replace(/\s+/g, ' ')
    .replace(/(\d)\s*(?:percent|per cent|pct)\b/g, '$1%')
    .replace(/\b(?:a |one )?quarter of\b/g, '25% of')
    .replace(/\bthree quarters of\b/g, '75% of')
    .replace(/\b(?:a |one )?third of\b/g, '33% of')
    .replace(/\btwo thirds of\b/g, '67% of');
}

/** The brief's constraints, as explicit as it states them. */
export function readBrief(description: string, teamTags: readonly string[] = []): Brief {
  const text = briefText(description);
  const platforms = readPlatforms(text);
  const ages = readAges(text);
  // One reading of the brief's words serves the creator's place and the niches.
  const tagged = readTags(description, teamTags);
  const topics = readTopics(description, tagged);
  const constraints = [
    platformConstraint(platforms),
    followersConstraint(readFollowers(text)),
    audienceGenderConstraint(readAudienceGender(text)),
    audienceAgeConstraint(ages.audience),
    audienceCountryConstraint(readAudienceCountry(text)),
    locationConstraint(creatorPlace(text, tagged)),
    creatorGenderConstraint(readCreatorGender(text)),
    creatorAgeConstraint(ages.creator),
    engagementConstraint(readEngagement(text)),
    nicheConstraint(topics.niches),
  ].filter((constraint): constraint is Constraint => constraint !== undefined);
  return { constraints, platforms, ...topics, unread: unreadRequirements(description, constraints, topics) };
}

function platformConstraint(platforms: SocialPlatform[]): Constraint | undefined {
  if (!platforms.length) return undefined;
  return {
    kind: 'platform',
    label: listed(platforms.map((p) => PLATFORM_LABELS[p])),
    // The account judged is on the platform (the AI search judges the row's account, which may
    // be another platform's when the search's own platform filter differs from the brief's).
    test: (_, account) => !!account && platforms.includes(account.platform),
    fact: (_, account) => (account ? `on ${PLATFORM_LABELS[account.platform]}` : undefined),
    known: () => true,
    miss: (_, account) =>
      account
        ? `${PLATFORM_LABELS[account.platform]} account (wanted ${listed(platforms.map((p) => PLATFORM_LABELS[p]))})`
        : `Not on ${listed(platforms.map((p) => PLATFORM_LABELS[p]))}`,
    ...(platforms.length === 1 ? { directory: { platform: platforms[0] } } : {}),
  };
}

function followersConstraint(followers: ReturnType<typeof readFollowers>): Constraint | undefined {
  if (!followers) return undefined;
  return {
    kind: 'followers',
    label: followers.label,
    test: (_, account) =>
      !!account &&
      (followers.min === undefined || account.followers >= followers.min) &&
      (followers.max === undefined || account.followers <= followers.max),
    fact: (_, account) => (account ? audienceSize(account) : undefined),
    known: () => true,
    miss: (_, account) =>
      account
        ? `${audienceSize(account)} (wanted ${followers.label})`
        : `No account (wanted ${followers.label})`,
    directory: { followers_min: followers.min, followers_max: followers.max },
  };
}

function audienceGenderConstraint(gender: ReturnType<typeof readAudienceGender>): Constraint | undefined {
  if (!gender) return undefined;
  const share = (account: CreatorAccount | undefined) =>
    (gender.gender === 'female' ? account?.female : account?.male) ?? null;
  return {
    kind: 'audienceGender',
    label: `audience at least ${gender.share}% ${gender.gender}`,
    test: (_, account) => (share(account) ?? -1) >= gender.share,
    fact: (_, account) => {
      const value = share(account);
      return value === null ? undefined : `${formatPercent(value)} ${gender.gender} audience`;
    },
    known: (_, account) => share(account) !== null,
    miss: (_, account) =>
      `${capitalized(gender.gender)} audience ${formatPercent(share(account) ?? 0)} (wanted ${gender.share}%+)`,
    directory: { target_gender: gender.gender, target_min_gender_share: gender.share },
    percent: gender.percent,
  };
}

function audienceAgeConstraint(age: AgeReading['audience']): Constraint | undefined {
  if (!age) return undefined;
  const range = bucketLabel(age.buckets);
  return {
    kind: 'audienceAge',
    label: `${age.label} audience, at least ${age.share}%`,
    test: (_, account) => !!account && (ageShare(account, age.buckets) ?? -1) >= age.share,
    fact: (_, account) => {
      const value = account && ageShare(account, age.buckets);
      return value === null || value === undefined
        ? undefined
        : `${formatPercent(value)} of the audience aged ${range}`;
    },
    known: (_, account) => !!account && ageShare(account, age.buckets) !== null,
    miss: (_, account) =>
      `Audience aged ${range} ${formatPercent((account && ageShare(account, age.buckets)) ?? 0)} (wanted ${age.share}%+)`,
    directory: {
      audience_age_min: Number(range.split('-')[0]),
      audience_age_max: Number(range.split('-')[1]),
      min_age_share: age.share,
    },
    percent: age.percent,
    ...(age.written ? { approximates: `audience aged ${age.written} (age groups checked: ${range})` } : {}),
  };
}

function audienceCountryConstraint(country: ReturnType<typeof readAudienceCountry>): Constraint | undefined {
  if (!country) return undefined;
  const shareIn = (account: CreatorAccount | undefined) =>
    account?.countries.find((c) => c.code === country.code)?.share ??
    (country.code === 'US' && account?.usShare !== null && account?.usShare !== undefined
      ? account.usShare / 100
      : null);
  return {
    kind: 'audienceCountry',
    label:
      country.share === undefined
        ? `audience mostly in ${country.name}`
        : `at least ${country.share}% of the audience in ${country.name}`,
    test: (_, account) => {
      if (!account) return false;
      const share = shareIn(account);
      if (share === null) return false;
      if (country.share !== undefined) return share * 100 >= country.share;
      const top = account.countries[0];
      return top ? top.code === country.code : share >= 0.5;
    },
    fact: (_, account) => {
      const share = shareIn(account);
      return share === null ? undefined : `${formatPercent(share * 100)} of the audience in ${country.name}`;
    },
    // "Mostly in the US" claims a majority: the label needs at least half the audience there.
    holds: (_, account) => (shareIn(account) ?? -1) * 100 >= (country.share ?? 50),
    known: (_, account) => shareIn(account) !== null,
    miss: (_, account) =>
      `${country.code} audience ${formatPercent((shareIn(account) ?? 0) * 100)} (wanted ${
        country.share === undefined ? `mostly ${country.code}` : `${country.share}%+`
      })`,
    ...(country.code === 'US' ? { directory: { us_audience_share_min: country.share ?? 50 } } : {}),
    percent: country.share,
  };
}

function locationConstraint(place: ReturnType<typeof creatorPlace>): Constraint | undefined {
  if (!place) return undefined;
  const names = [...place.cities, ...place.states];
  return {
    kind: 'location',
    label: `based in ${listed(names)}`,
    test: (creator) =>
      (!!creator.city && place.cities.some((city) => fold(city) === fold(creator.city!))) ||
      (!!creator.state && place.states.includes(creator.state)),
    fact: (creator) => {
      const where = placeOf(creator);
      return where ? `based in ${where}` : undefined;
    },
    known: (creator) => placeOf(creator) !== null,
    miss: (creator) => `Based in ${placeOf(creator) ?? 'an unknown place'}`,
  };
}

function creatorGenderConstraint(
  creatorGender: ReturnType<typeof readCreatorGender>,
): Constraint | undefined {
  if (!creatorGender) return undefined;
  return {
    kind: 'creatorGender',
    label: `${creatorGender} creators`,
    test: (creator) => creator.gender === creatorGender,
    fact: (creator) => (creator.gender ? `a ${creator.gender} creator` : undefined),
    known: (creator) => creator.gender !== null,
    miss: (creator) => `${capitalized(creator.gender ?? 'unknown')} creator`,
    directory: { gender: creatorGender },
  };
}

function creatorAgeConstraint(creatorAge: AgeReading['creator']): Constraint | undefined {
  if (!creatorAge) return undefined;
  const { min, max } = creatorAge;
  return {
    kind: 'creatorAge',
    label: max === undefined ? `creators aged ${min}+` : `creators aged ${min}-${max}`,
    test: (creator) =>
      creator.age !== null && creator.age >= min && (max === undefined || creator.age <= max),
    fact: (creator) => (creator.age === null ? undefined : `${creator.age} years old`),
    known: (creator) => creator.age !== null,
    miss: (creator) =>
      `Creator aged ${creator.age ?? '?'} (wanted ${max === undefined ? `${min}+` : `${min}-${max}`})`,
    directory: { age_minimum: min, ...(max === undefined ? {} : { age_maximum: max }) },
  };
}

function engagementConstraint(engagement: ReturnType<typeof readEngagement>): Constraint | undefined {
  if (!engagement) return undefined;
  return {
    kind: 'engagement',
    label: engagement.label,
    test: (_, account) => (account?.engagementRate ?? -1) >= engagement.min,
    fact: (_, account) =>
      account?.engagementRate === null || account?.engagementRate === undefined
        ? undefined
        : `${formatPercent(account.engagementRate)} engagement`,
    known: (_, account) => account?.engagementRate !== null && account?.engagementRate !== undefined,
    miss: (_, account) =>
      `Engagement ${formatPercent(account?.engagementRate ?? 0)} (wanted ${engagement.min}%+)`,
    directory: { engagement_rate_min: engagement.min },
    percent: engagement.percent,
  };
}

/**
 * What the creators should post about (niches, a hard filter) apart from what the product is
 * (hints, which only order), and the brief's words that name the niches.
 */
function readTopics(
  description: string,
  tagged: readonly TagMatch[],
): Pick<Brief, 'niches' | 'hints' | 'nicheWords'> {
  const read = tagged.filter((match) => !PLACE_TAGS.has(match.tag));
  const searched = searchable(description);
  // "pet food brand", "a skincare app": the product, not what the creators post about.
  const aboutProduct = (match: TagMatch) =>
    !TALENT_TYPES.has(match.tag) &&
    match.spans.length > 0 &&
    match.spans.every(([, end]) => productAfter(searched, end));
  const topics = read.filter((match) => !aboutProduct(match));
  // Neither a broader tag read only through a narrower one ("skincare creators" are not all beauty
  // creators) nor the noun a niche word qualifies ("plant-based food" is not all food) is a niche
  // of its own: both only order the suggestions.
  const heads = qualifiedNouns(description, topics);
  const widens = (match: TagMatch) => (match.via !== undefined && !match.spans.length) || heads.has(match);
  const matches = topics.filter((match) => !widens(match));
  const nicheWords = matches
    .flatMap((match) => match.evidence.map((e) => e.replace(/^'|'$/g, '')))
    .filter((w) => /^[\p{L} -]+$/u.test(w));
  return {
    niches: matches.map((match) => match.tag),
    hints: [...read.filter(aboutProduct), ...topics.filter(widens)].map((match) => match.tag),
    nicheWords: [...new Set(nicheWords)],
  };
}

/** Tags that other tags are part of (Food, Beauty, Outdoors…): the nouns a niche word can narrow. */
const BROAD_TAGS: ReadonlySet<string> = new Set(Object.values(TAG_IMPLIES).flat());

/**
 * Broad topic tags read only as the noun right after another topic word ("plant-based food",
 * "vegan recipes"): the pair names one niche, the first. A narrower noun stays a niche ("trail
 * runners" are runners); three or more topic words in a row are a list ("beauty fashion lifestyle
 * creators"), not a qualified noun; a talent type ("food blogger") is never one.
 */
function qualifiedNouns(description: string, topics: readonly TagMatch[]): Set<TagMatch> {
  const joined = joinedWords(description);
  const spans = topics.flatMap((match) => match.spans.map(([start, end]) => ({ match, start, end })));
  const before = (start: number) =>
    joined.has(start) ? spans.find((other) => other.end + 1 === start) : undefined;
  const after = (end: number) => spans.find((other) => other.start === end + 1 && joined.has(other.start));
  return new Set(
    topics.filter(
      (match) =>
        BROAD_TAGS.has(match.tag) &&
        !TALENT_TYPES.has(match.tag) &&
        match.spans.length > 0 &&
        match.spans.every(([start, end]) => {
          const qualifier = before(start);
          return (
            qualifier !== undefined &&
            qualifier.match !== match &&
            !TALENT_TYPES.has(qualifier.match.tag) &&
            before(qualifier.start) === undefined &&
            after(end) === undefined
          );
        }),
    ),
  );
}

function nicheConstraint(niches: string[]): Constraint | undefined {
  if (!niches.length) return undefined;
  // A trade within the niche is the niche too: a creator tagged Stylist is a Fashion creator, a
  // Chef a Cooking one. A related topic is not (Mental Health is not all of Wellness).
  const narrower = Object.entries(TAG_IMPLIES)
    .filter(([tag, broader]) => TALENT_TYPES.has(tag) && broader.some((niche) => niches.includes(niche)))
    .map(([tag]) => tag);
  const keys = new Set([...niches, ...narrower].map((tag) => tag.toLowerCase()));
  const tagged = (creator: CreatorRecord) => creator.tags.some((tag) => keys.has(tag.toLowerCase()));
  return {
    kind: 'niche',
    label: listed(niches),
    test: (creator) => tagged(creator) || creator.descriptionTags.some((tag) => keys.has(tag.toLowerCase())),
    holds: tagged,
    known: () => true,
    miss: () => `No ${listed(niches)} tag`,
    fact: (creator) => {
      const tags = creator.tags.filter((tag) => keys.has(tag.toLowerCase()));
      return tags.length ? `tagged ${listed(tags, 'and')}` : undefined;
    },
  };
}

/** The account a creator is judged on for this brief. */
export function briefAccount(brief: Brief, creator: CreatorRecord): CreatorAccount | undefined {
  return accountFor(creator, brief.platforms.length ? brief.platforms : undefined);
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Words near a percent that make it a share of the audience or a rate the brief asks for. */
const SHARE_OF = new RegExp(
  String.raw`\b(?:${AUDIENCE_WORD.source}|audiences|engagement|er|female|male|women|men|aged?|ages|gen)\b`,
);
/** Percents that are about the deal, not the creator ("20% off", "a 10% commission"). */
const DEAL_PERCENT = /^\s*(?:off|discount|commission|cash ?back|rebate|fee|margin|coupon|promo|affiliate)\b/;

/**
 * The shares the brief writes for the audience or engagement ("Gen Z audience (at least 70%)")
 * that no constraint was read from, in the brief's own words: a reading without them would claim
 * more than was checked.
 */
function unreadShares(description: string, text: string, constraints: readonly Constraint[]): string[] {
  const read = new Set(constraints.map((constraint) => constraint.percent));
  const unread: string[] = [];
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*%\s*\+?/g)) {
    const end = match.index + match[0].length;
    if (read.has(Number(match[1])) || DEAL_PERCENT.test(text.slice(end))) continue;
    // The words around it, within its sentence.
    const before = text
      .slice(Math.max(0, match.index - 50), match.index)
      .split(/[.;!?]\s/)
      .at(-1)!;
    const after = text.slice(end, end + 50).split(/[.;!?](?:\s|$)/)[0]!;
    if (!SHARE_OF.test(`${before} ${after}`)) continue;
    unread.push(clauseWith(description, match[1]!) ?? `${match[1]}%`);
  }
  return unread;
}

/** The brief's words around a percent, within its clause: "audience aged 18-24, at least 60%" → "at least 60%". */
function clauseWith(description: string, percent: string): string | undefined {
  const clause = new RegExp(
    String.raw`[^,;:()!?]*?(?:^|[^\d.])${escapeRegExp(percent)}\s*(?:%|percent|per cent|pct)[^,;:()!?]*`,
    'i',
  ).exec(description.replace(/\.(?:\s|$)/g, ';'));
  if (!clause) return undefined;
  const words = clause[0].trim().split(/\s+/);
  const at = words.findIndex((word) => word.includes(percent));
  return words.slice(Math.max(0, at - 4), at + 6).join(' ');
}

/** Platforms the product holds no data for: a brief naming one cannot be checked on it. */
const OTHER_PLATFORMS = /\b(twitch|pinterest|snapchat|facebook|linkedin|twitter|threads|kick)\b/g;
/** Words before "creators" that are not a niche ("female creators", "local creators"). */
const NOT_A_NICHE = new Set(
  `a an the of and or for with our your their more other these those few some many any all young gen z
  new best real authentic content social media tiktok instagram youtube ig yt reels shorts established
  emerging rising small big large popular top local us american female male women men micro nano macro
  mega mid tier mid-tier relevant great good strong engaged diverse potential talented brand known
  ugc 5 10 20 3 three five ten two`.split(/\s+/),
);
const PLACE_NAME = String.raw`([A-Z][\p{L}.'’-]*(?:\s+[A-Z][\p{L}.'’-]*){0,2})`;

/**
 * Requirements a brief states in words the reader does not read, so no creator can be said to meet
 * them: a platform without data, a place it does not know, an audience country it does not know,
 * follower, engagement, audience gender or age wording it could not parse, a niche it has no tag for.
 */
function unreadRequirements(
  description: string,
  constraints: readonly Constraint[],
  topics: Pick<Brief, 'niches' | 'nicheWords' | 'hints'>,
): string[] {
  const text = briefText(description);
  const has = (kind: ConstraintKind) => constraints.some((c) => c.kind === kind);
  const unread: string[] = [];
  const add = (what: string) => {
    if (!unread.includes(what)) unread.push(what);
  };
  for (const match of text.matchAll(OTHER_PLATFORMS)) add(`on ${capitalized(match[1]!)}`);
  if (!has('location')) {
    const place =
      new RegExp(
        String.raw`\b(?:based in|based out of|located in|living in|lives? in)\s+(?:the\s+)?${PLACE_NAME}`,
        'u',
      ).exec(description) ?? new RegExp(String.raw`${PLACE_NAME}-based\b`, 'u').exec(description);
    if (place) add(`based in ${place[1]!.trim()}`);
  }
  if (!has('audienceCountry')) {
    const country = new RegExp(
      String.raw`\baudiences?\s+(?:\w+\s+){0,3}(?:in|from)\s+(?:the\s+)?${PLACE_NAME}`,
      'u',
    ).exec(description);
    if (country) add(`audience in ${country[1]!.trim()}`);
  }
  if (
    !has('followers') &&
    /\d[\d.,]*\s*(?:[km]|thousand|million)?\s*\+?\s*(?:followers|subscribers|subs)\b/.test(text)
  )
    add('follower count');
  if (!has('engagement') && /\bengagement\b|\ber of\b/.test(text)) add('engagement');
  if (
    !has('audienceGender') &&
    /\b(?:female|women|male|men|moms|dads)\b[^.]{0,30}\baudiences?\b|\baudiences?\b[^.]{0,30}\b(?:female|women|male|men)\b/.test(
      text,
    )
  )
    add('audience gender');
  if (
    !has('audienceAge') &&
    /\baudiences?\b[^.]{0,40}\b(?:aged?|ages|\d\d\s*(?:-|to)\s*\d\d|teens?|gen)\b/.test(text)
  )
    add('audience age');
  if (!has('creatorAge') && /\b(?:creators?|influencers?)\s+(?:who are\s+)?(?:aged?|in their)\b/.test(text))
    add("creator's age");
  for (const share of unreadShares(description, text, constraints)) add(share);
  for (const constraint of constraints) if (constraint.approximates) add(constraint.approximates);
  const named = new Set(topics.nicheWords.flatMap((words) => words.toLowerCase().split(/\s+/)));
  for (const match of text.matchAll(
    /\b([a-z][a-z&-]+)\s+(?:creators?|influencers?|bloggers?|vloggers?)\b/g,
  )) {
    const word = match[1]!;
    if (NOT_A_NICHE.has(word) || named.has(word) || word.endsWith('-based')) continue;
    if (readTags(word).length) continue;
    add(`${word} niche`);
  }
  return unread;
}
