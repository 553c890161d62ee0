import {
  AGE_BUCKETS,
  POST_TYPES,
  type AgeBucket,
  type AudienceFollowers,
  type NotableFollower,
  type Post,
  type PostType,
  type RateCardRow,
  type SocialAccount,
  type SocialPlatform,
} from '@tpp/contracts';
import { ETHNICITY_TAGS, NICHE_TAGS, TALENT_TYPE_TAGS, US_CITIES, US_STATES } from '../catalog/index.js';
import { avatarUrl, postImageUrl } from '../media/media-urls.js';
import { themeForNiche, type SceneTheme } from '../media/scenes.js';
import { Random } from './prng.js';
import {
  BRANDS,
  CAPTION_CLOSERS,
  CAPTION_OPENERS,
  FEMALE_FIRST_NAMES,
  FOREIGN_COUNTRIES,
  HASHTAGS,
  INTERESTS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NICHE_TAGLINES,
} from './word-lists.js';

/** Units: percent columns are 0..100 (2 decimals); audience JSON weights are 0..1 (4 decimals). */
export interface GeneratedPost extends Omit<Post, 'stat'> {
  post_type: PostType;
  likes: number;
  comments: number;
  views: number | null;
  posted_at: Date;
  position: number;
}

/** The account's names and links, as the answer's account carries them. */
type AccountIdentity = Pick<
  SocialAccount,
  | 'platform_account_name'
  | 'platform_account_nickname'
  | 'platform_account_id'
  | 'profile_url'
  | 'picture_main_url'
>;

export interface GeneratedAccount extends AccountIdentity {
  platform: SocialPlatform;
  followers: number;
  engagement_rate: number;
  avg_likes: number;
  avg_views: number | null;
  avg_comments: number;
  avg_story_reach: number | null;
  avg_story_clicks: number | null;
  avg_reels_plays: number | null;
  avg_reels_engagement: number | null;
  us_audience_share: number;
  audience_female_percent: number;
  audience_male_percent: number;
  audience_ages: Record<AgeBucket, number>;
  audience: AudienceFollowers;
  notable_followers: NotableFollower[];
  is_primary: boolean;
  posts: GeneratedPost[];
}

export interface GeneratedCaseStudy {
  title: string;
  brand_partner: string;
  campaign_objectives: string;
  campaign_summary: string;
  campaign_results: string;
  highlighted_content_url: string;
  content_thumbnail: string | null;
  horizontal_thumbnail: string | null;
  stats: { title: 'Likes' | 'Comments' | 'Views'; value: number }[];
}

/** What a team keeps about a creator on its roster. */
export interface GeneratedTeamData {
  tags: string[];
  display_tags: string[];
  tagline: string | null;
  custom_description: string | null;
  rate_card: RateCardRow[] | null;
  case_studies: GeneratedCaseStudy[];
}

export interface GeneratedCreator {
  /** Media key of the portrait: [a-z0-9-], unique within a run. */
  key: string;
  fullname: string;
  description: string;
  picture_main_url: string;
  gender: 'male' | 'female';
  age: number;
  birth_year: number;
  age_range: string;
  city: string;
  state: string | null;
  country: string;
  accounts: GeneratedAccount[];
  team: GeneratedTeamData;
}

export interface GenerateOptions {
  /** Posts (3-9 per type per account) for profiles that are viewed; bulk directory rows go without. */
  withPosts?: boolean;
  /** Multiplies follower counts (an agency's roster skews larger than the whole directory). */
  followerScale?: number;
  /** Appended to every handle to make it unique in the directory (e.g. the creator's id). */
  handleSuffix?: string;
  /** Probability of a rate card, of case studies, of a tagline, of a custom description. */
  rateCardShare?: number;
  caseStudyShare?: number;
  taglineShare?: number;
  customDescriptionShare?: number;
  /** The reference "now" for ages and post dates (keeps output deterministic). */
  now?: Date;
}

const DEFAULT_NOW = new Date('2026-11-01T12:00:00Z');
const HANDLE_PATTERN = /^[a-z0-9._]{1,30}$/;

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Splits `units` into integers proportional to `raw` that sum to exactly `units` (largest remainder). */
export function apportion(raw: readonly number[], units: number): number[] {
  const total = raw.reduce((sum, value) => sum + value, 0);
  const exact = raw.map((value) => (total > 0 ? (value / total) * units : units / raw.length));
  const floors = exact.map(Math.floor);
  let left = units - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** Weights 0..1 with 4 decimals summing to exactly 1 (10,000 units). */
function weights(raw: readonly number[]): number[] {
  return apportion(raw, 10_000).map((units) => units / 10_000);
}

/** Engagement rate (percent) expected for a follower count: ~6% at 5k, ~1.2% at 5M. */
export function expectedEngagementRate(followers: number): number {
  return 6 * Math.pow(Math.max(followers, 100) / 5000, -0.24);
}

function sampleFollowers(random: Random, scale: number): number {
  let followers: number;
  if (random.chance(0.9)) {
    followers = Math.exp(Math.log(9000) + 1.0 * random.normal());
  } else {
    // Pareto tail from 50k: a few creators reach millions.
    followers = 50_000 / Math.pow(1 - random.next(), 1 / 1.05);
  }
  return Math.round(Math.min(Math.max(followers * scale, 800), 60_000_000));
}

/**
 * A memo, not a request cache: its keys are only names, brands and niches of the word lists (a few
 * thousand short strings, well under 1 MB, capped at 10,000), never request input, and it also
 * runs in the loader's worker threads, so it stays outside the API's CacheBudget
 * (infrastructure/http/README.md, "Memory budget").
 */
const slugCache = new Map<string, string>();

/** Lower-case ASCII letters and digits of a name (accents dropped); cached: names repeat a lot. */
export function slug(text: string): string {
  let cached = slugCache.get(text);
  if (cached === undefined) {
    cached = slugUncached(text);
    if (slugCache.size < 10_000) slugCache.set(text, cached);
  }
  return cached;
}

function slugUncached(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function handleFor(
  random: Random,
  first: string,
  last: string,
  platform: SocialPlatform,
  suffix: string,
): string {
  const f = slug(first);
  const l = slug(last);
  const styles =
    platform === 'instagram'
      ? [`${f}.${l}`, `${f}${l}`, `${f}_${l}`, `${f}.${l}.co`, `the${f}${l}`, `${f}${l[0] ?? ''}`]
      : platform === 'tiktok'
        ? [`${f}${l}`, `${f}.${l}`, `${f}_${l}`, `its${f}${l}`, `${f}${l}tv`]
        : [`${f}${l}`, `${f}${l}official`, `${f}with${l}`, `${f}${l}vlogs`];
  const base = random.pick(styles);
  return (base.slice(0, 30 - suffix.length) + suffix).replace(/[._]+$/, '') || `${f}${suffix}`;
}

function profileUrl(platform: SocialPlatform, handle: string): string {
  if (platform === 'instagram') return `https://www.instagram.com/${handle}/`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${handle}`;
  return `https://www.youtube.com/@${handle}`;
}

function digits(random: Random, count: number): string {
  let result = String(random.int(1, 9));
  while (result.length < count) result += String(random.int(0, 9));
  return result;
}

function youtubeId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i++) id += alphabet[random.int(0, alphabet.length - 1)];
  return id;
}

function ageRange(age: number): string {
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  return '55+';
}

function formatMoney(value: number): string {
  const rounded = value >= 10_000 ? Math.round(value / 500) * 500 : Math.round(value / 50) * 50;
  return `$${Math.max(rounded, 150).toLocaleString('en-US')}`;
}

const INTERESTS_LOWER = INTERESTS.map((interest) => interest.toLowerCase());

/** Audience interests that match the creator's niches (e.g. Fashion -> 'Fashion', 'Clothes...'). */
function interestsForNiches(niches: readonly string[]): string[] {
  const keys = niches.map((niche) => niche.toLowerCase().split(' ')[0] ?? '');
  return INTERESTS.filter((_, index) => keys.some((key) => INTERESTS_LOWER[index]!.includes(key)));
}

/** Bigger cities come first in the catalog: weight them more. */
const WEIGHTED_US_CITIES = US_CITIES.map((city, index) => [city, 1 / (1 + index * 0.08)] as const);

interface Location {
  city: string;
  state: string | null;
  stateName: string | null;
  country: string;
  countryName: string;
  inUs: boolean;
}

function sampleLocation(random: Random): Location {
  if (random.chance(0.88)) {
    const city = random.weighted(WEIGHTED_US_CITIES);
    const stateName = US_STATES.find((s) => s.code === city.state)?.name ?? null;
    return {
      city: city.name,
      state: city.state,
      stateName,
      country: 'US',
      countryName: 'United States',
      inUs: true,
    };
  }
  const country = random.pick(FOREIGN_COUNTRIES);
  return {
    city: random.pick(country.cities),
    state: null,
    stateName: null,
    country: country.code,
    countryName: country.name,
    inUs: false,
  };
}

function sampleAudience(
  random: Random,
  gender: 'male' | 'female',
  age: number,
  location: Location,
  nicheInterests: readonly string[],
): {
  audience: AudienceFollowers;
  female: number;
  ages: Record<AgeBucket, number>;
  usShare: number;
} {
  const femaleRaw = gender === 'female' ? random.range(0.52, 0.88) : random.range(0.15, 0.55);
  const [femaleUnits = 5000] = apportion([femaleRaw, 1 - femaleRaw], 10_000);
  const femaleWeight = femaleUnits / 10_000;
  const maleWeight = (10_000 - femaleUnits) / 10_000;

  // Audience skews around the creator's own age.
  const peak = age < 24 ? 1 : age < 34 ? 2 : age < 44 ? 3 : 4;
  const ageRaw = AGE_BUCKETS.map((_, index) => {
    const distance = Math.abs(index - peak);
    const base = distance === 0 ? 1 : distance === 1 ? 0.55 : distance === 2 ? 0.18 : 0.05;
    return base * random.range(0.7, 1.3) * (index === 0 ? 0.5 : 1);
  });
  const ageWeights = weights(ageRaw);
  const ages = Object.fromEntries(AGE_BUCKETS.map((bucket, i) => [bucket, ageWeights[i] ?? 0])) as Record<
    AgeBucket,
    number
  >;

  // Top 5 countries: the US dominates for most US creators.
  const usRaw = location.inUs ? random.range(0.55, 0.9) : random.range(0.08, 0.25);
  const others = random.sample(
    FOREIGN_COUNTRIES.filter((c) => c.code !== location.country),
    location.inUs ? 4 : 3,
  );
  const countryEntries: { code: string; name: string; cities: readonly string[]; raw: number }[] = [
    { code: 'US', name: 'United States', cities: [], raw: usRaw },
  ];
  if (!location.inUs) {
    const home = FOREIGN_COUNTRIES.find((c) => c.code === location.country);
    countryEntries.unshift({
      code: location.country,
      name: location.countryName,
      cities: home?.cities ?? [],
      raw: random.range(0.4, 0.65),
    });
  }
  let remaining = Math.max(1 - countryEntries.reduce((sum, c) => sum + c.raw, 0), 0.04);
  for (const country of others) {
    const share = Math.max(remaining * random.range(0.25, 0.55), 0.004);
    remaining -= share;
    countryEntries.push({ ...country, raw: share });
  }
  countryEntries.sort((a, b) => b.raw - a.raw);
  const countryWeights = weights(countryEntries.map((c) => c.raw));
  const countries = countryEntries.map((c, i) => ({
    code: c.code,
    name: c.name,
    weight: countryWeights[i] ?? 0,
  }));
  const usShare = (countries.find((c) => c.code === 'US')?.weight ?? 0) * 100;

  // Top 5 cities: the creator's home city leads, then big US cities.
  const cityNames = [location.city];
  const bigCities = [
    'New York City',
    'Los Angeles',
    'Chicago',
    'Houston',
    'Miami',
    'Atlanta',
    'Dallas',
    'Phoenix',
  ];
  for (const name of random.sample(bigCities, 6)) {
    if (cityNames.length < 5 && !cityNames.includes(name)) cityNames.push(name);
  }
  const cityRaw = cityNames.map((_, i) => (i === 0 ? random.range(0.3, 0.5) : random.range(0.08, 0.22)));
  const cityOrder = cityNames
    .map((name, i) => ({ name, raw: cityRaw[i] ?? 0 }))
    .sort((a, b) => b.raw - a.raw);
  const cityWeights = weights(cityOrder.map((c) => c.raw));
  const cities = cityOrder.map((c, i) => ({ name: c.name, weight: cityWeights[i] ?? 0 }));

  // Seven interests: affinities 0..1 (shares of the audience with that interest), descending.
  const interestNames = [...new Set([...nicheInterests, ...random.sample(INTERESTS, 10)])].slice(0, 7);
  let top = random.range(0.35, 0.6);
  const interests = interestNames.map((name) => {
    const weight = Math.round(top * 10_000) / 10_000;
    top *= random.range(0.7, 0.92);
    return { name, weight };
  });

  return {
    audience: {
      audience_gender: [
        { code: 'FEMALE', weight: femaleWeight },
        { code: 'MALE', weight: maleWeight },
      ],
      audience_ages_object: ages,
      audience_geo: { countries, cities },
      audience_interests: interests,
    },
    female: femaleWeight,
    ages,
    usShare: round2(usShare),
  };
}

function captionFor(random: Random, niche: string, commercial: boolean): { caption: string; text: string } {
  const opener = random.pick(CAPTION_OPENERS);
  const brand = random.pick(BRANDS);
  const caption = commercial ? `${opener} with @${slug(brand)} #ad` : `${opener} ✨`;
  const tags = random
    .sample(HASHTAGS, random.int(2, 4))
    .concat(slug(niche))
    .map((tag) => `#${tag}`)
    .join(' ');
  const middle = commercial
    ? `Partnered with ${brand} on this one and it fits right into my ${niche.toLowerCase()} routine.`
    : `A little ${niche.toLowerCase()} moment from this week.`;
  return { caption, text: `${caption}\n\n${middle} ${random.pick(CAPTION_CLOSERS)}\n\n${tags}` };
}

/**
 * A post image key: the scene theme of the creator's niche, the creator's key and the post's own
 * suffix, at most 64 characters (the creator's key is shortened, never the suffix, so keys stay
 * distinct). The media route draws the scene the key starts with.
 */
function themedKey(theme: SceneTheme, key: string, suffix: string): string {
  return `${theme}-${key.slice(0, 64 - theme.length - 1 - suffix.length)}${suffix}`;
}

function generatePosts(
  random: Random,
  account: Omit<GeneratedAccount, 'posts'>,
  key: string,
  niches: readonly string[],
  now: Date,
): GeneratedPost[] {
  const posts: GeneratedPost[] = [];
  const niche = niches[0] ?? 'Lifestyle';
  // Posts show the creator's niches in turn (a cooking and travel creator posts both).
  const themes = [...new Set(niches.map(themeForNiche))];
  if (themes.length === 0) themes.push(themeForNiche(niche));
  const platformCode = account.platform === 'instagram' ? 'ig' : account.platform === 'tiktok' ? 'tt' : 'yt';
  const video = account.platform !== 'instagram';
  for (const type of POST_TYPES) {
    const count = random.int(3, 9);
    for (let n = 0; n < count; n++) {
      const typeCode =
        type === 'top_posts' ? 'tp' : type === 'top_reels' ? 'tr' : type === 'recent_posts' ? 'rp' : 'cp';
      const theme = themes[(n + posts.length) % themes.length]!;
      const postKey = themedKey(theme, key, `-${platformCode}-${typeCode}-${n + 1}`);
      const boost =
        type === 'top_posts' || type === 'top_reels' ? random.range(1.4, 3.5) : random.range(0.5, 1.3);
      const likes = Math.round(account.avg_likes * boost);
      const comments = Math.round(account.avg_comments * boost * random.range(0.6, 1.4));
      const isVideo = video || type === 'top_reels';
      const views = isVideo
        ? Math.round((account.avg_views ?? account.avg_reels_plays ?? account.followers * 0.4) * boost)
        : null;
      const link =
        account.platform === 'instagram'
          ? `https://www.instagram.com/${type === 'top_reels' ? 'reel' : 'p'}/${youtubeId(random)}/`
          : account.platform === 'tiktok'
            ? `https://www.tiktok.com/@${account.platform_account_name}/video/${digits(random, 19)}`
            : `https://www.youtube.com/watch?v=${youtubeId(random)}`;
      const daysAgo = type === 'recent_posts' ? n * random.int(2, 6) + random.int(0, 2) : random.int(5, 400);
      const { caption, text } = captionFor(random, niche, type === 'commercial_posts');
      posts.push({
        post_type: type,
        post_id: postKey,
        link,
        image: postImageUrl(postKey),
        thumbnail: postImageUrl(postKey),
        caption,
        text,
        likes,
        comments,
        views,
        posted_at: new Date(now.getTime() - daysAgo * 86_400_000 - random.int(0, 86_399) * 1000),
        position: n,
      });
    }
  }
  return posts;
}

function description(
  random: Random,
  first: string,
  location: Location,
  niches: string[],
  type: string,
): string {
  const niche = (niches[0] ?? 'lifestyle').toLowerCase();
  const second = (niches[1] ?? 'travel').toLowerCase();
  const place = location.state
    ? `${location.city}, ${location.state}`
    : `${location.city}, ${location.countryName}`;
  const sentences = [
    `${first} is a ${place}-based ${type.toLowerCase()} and creator known for ${random.chance(0.5) ? `**${niche}**` : niche} content that feels like advice from a friend.`,
    random.pick([
      `Followers come for the ${second} tips and stay for the honest storytelling.`,
      `Brand partners value ${first}'s ${random.chance(0.4) ? '**highly engaged**' : 'loyal'} community and polished short-form video.`,
      `Recent work spans ${second}, product launches and live events.`,
    ]),
  ];
  if (random.chance(0.5)) {
    sentences.push(
      random.chance(0.5)
        ? `See more at [${first}'s portfolio](https://example.com/${slug(first)}).`
        : `Available for campaigns across the US.`,
    );
  }
  return sentences.join(' ');
}

function rateCard(random: Random, accounts: readonly Omit<GeneratedAccount, 'posts'>[]): RateCardRow[] {
  const rows: RateCardRow[] = [];
  for (const account of accounts) {
    const perThousand = random.range(8, 22);
    const base = (account.followers / 1000) * perThousand;
    if (account.platform === 'instagram') {
      rows.push({ platform: 'instagram', description: '1 Feed Post', rate: formatMoney(base) });
      rows.push({ platform: 'instagram', description: '1 Reel', rate: formatMoney(base * 1.4) });
      if (random.chance(0.6))
        rows.push({ platform: 'instagram', description: '3 Story Frames', rate: formatMoney(base * 0.6) });
    } else if (account.platform === 'tiktok') {
      rows.push({ platform: 'tiktok', description: '1 TikTok Video', rate: formatMoney(base * 1.2) });
    } else {
      rows.push({ platform: 'youtube', description: '60-90 s Integration', rate: formatMoney(base * 2.5) });
    }
  }
  if (random.chance(0.35))
    rows.push({ platform: 'other', description: 'Usage rights, 30 days', rate: formatMoney(500) });
  return rows;
}

function caseStudies(
  random: Random,
  key: string,
  theme: SceneTheme,
  accounts: readonly Omit<GeneratedAccount, 'posts'>[],
): GeneratedCaseStudy[] {
  const count = random.int(1, 3);
  const primary = accounts[0]!;
  return random.sample(BRANDS, count).map((brand, index) => {
    const views = Math.round(primary.followers * random.range(0.6, 3));
    return {
      title: `${brand} ${random.pick(['Spring Launch', 'Holiday Campaign', 'Summer Drop', 'Back to School', 'Brand Ambassador'])}`,
      brand_partner: brand,
      campaign_objectives: `Drive awareness and sign-ups for ${brand} with an audience that trusts the creator.`,
      campaign_summary: `A ${random.int(2, 6)}-part ${primary.platform} series showing ${brand} in everyday use, plus stories with a swipe-up link.`,
      campaign_results: `${(views / 1000).toFixed(0)}k views and a ${random.range(2, 9).toFixed(1)}% engagement rate, ${random.int(15, 60)}% above the brand's benchmark.`,
      highlighted_content_url: primary.profile_url,
      content_thumbnail: postImageUrl(themedKey(theme, key, `-case-${index + 1}`)),
      horizontal_thumbnail: random.chance(0.5)
        ? postImageUrl(themedKey(theme, key, `-case-${index + 1}-wide`))
        : null,
      stats: [
        { title: 'Likes' as const, value: Math.round(views * random.range(0.04, 0.1)) },
        { title: 'Comments' as const, value: Math.round(views * random.range(0.002, 0.008)) },
        { title: 'Views' as const, value: views },
      ],
    };
  });
}

/**
 * One believable creator, a pure function of (seed, index, options): the same inputs always give
 * the same creator.
 */
export function generateCreator(
  seed: number,
  index: number,
  options: GenerateOptions = {},
): GeneratedCreator {
  const random = Random.for(seed, index);
  const now = options.now ?? DEFAULT_NOW;
  const gender: 'male' | 'female' = random.chance(0.62) ? 'female' : 'male';
  const first = random.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const fullname = `${first} ${last}`;
  const key = `${slug(first)}-${slug(last)}-${index.toString(36)}-${(seed >>> 0).toString(36)}`.slice(0, 64);
  const age = Math.round(Math.min(Math.max(29 + 7 * random.normal(), 18), 62));
  const location = sampleLocation(random);

  const talentTypes = random.sample(TALENT_TYPE_TAGS, random.int(1, 2));
  const niches = random.sample(NICHE_TAGS, random.int(1, 3));
  const tags = [...talentTypes, ...niches];
  if (random.chance(0.45)) tags.push(random.pick(ETHNICITY_TAGS));
  if (location.stateName) tags.push(location.stateName);
  if (location.inUs && US_CITIES.some((c) => c.name === location.city) && random.chance(0.7))
    tags.push(location.city);
  while (tags.length < 3) tags.push(random.pick(NICHE_TAGS.filter((t) => !tags.includes(t))));
  const finalTags = tags.slice(0, 8);
  const displayTags = random.sample(finalTags, random.int(0, 4));

  // Accounts: instagram most common, then tiktok, then youtube; 1 to 3 of them.
  const accountCount = random.weighted([
    [1, 0.45],
    [2, 0.35],
    [3, 0.2],
  ] as const);
  const firstPlatform = random.weighted<SocialPlatform>([
    ['instagram', 0.62],
    ['tiktok', 0.26],
    ['youtube', 0.12],
  ]);
  const platforms: SocialPlatform[] = [firstPlatform];
  for (const platform of ['instagram', 'tiktok', 'youtube'] as const) {
    if (platforms.length < accountCount && !platforms.includes(platform)) platforms.push(platform);
  }

  const primaryFollowers = sampleFollowers(random, options.followerScale ?? 1);
  const nicheInterests = interestsForNiches(niches);
  const suffix = options.handleSuffix ?? '';
  const picture = avatarUrl(key);
  const accounts: Omit<GeneratedAccount, 'posts'>[] = platforms.map((platform, accountIndex) => {
    const followers =
      accountIndex === 0
        ? primaryFollowers
        : Math.round(Math.max(primaryFollowers * Math.exp(-0.6 + 0.9 * random.normal()), 300));
    const platformFactor = platform === 'tiktok' ? 1.35 : platform === 'youtube' ? 0.75 : 1;
    const engagement = round2(
      Math.min(
        Math.max(expectedEngagementRate(followers) * platformFactor * Math.exp(0.25 * random.normal()), 0.15),
        30,
      ),
    );
    const interactions = (followers * engagement) / 100;
    const avgLikes = Math.round(interactions * random.range(0.93, 0.98));
    const avgComments = Math.max(Math.round(interactions - avgLikes), 0);
    const avgViews =
      platform === 'instagram'
        ? null
        : Math.round(followers * (platform === 'tiktok' ? random.range(0.3, 1.6) : random.range(0.08, 0.5)));
    const reelsPlays = platform === 'instagram' ? Math.round(followers * random.range(0.25, 1.2)) : null;
    const storyReach = platform === 'instagram' ? Math.round(followers * random.range(0.04, 0.12)) : null;
    const handle = handleFor(random, first, last, platform, suffix);
    const audience = sampleAudience(random, gender, age, location, nicheInterests);
    const femalePercent = round2(audience.female * 100);
    return {
      platform,
      platform_account_name: handle,
      platform_account_nickname: platform === 'youtube' ? fullname : random.chance(0.7) ? fullname : first,
      platform_account_id: digits(random, platform === 'youtube' ? 12 : 11),
      profile_url: profileUrl(platform, handle),
      picture_main_url: picture,
      followers,
      engagement_rate: engagement,
      avg_likes: avgLikes,
      avg_views: avgViews,
      avg_comments: avgComments,
      avg_story_reach: storyReach,
      avg_story_clicks: storyReach === null ? null : Math.round(storyReach * random.range(0.008, 0.04)),
      avg_reels_plays: reelsPlays,
      avg_reels_engagement:
        reelsPlays === null ? null : Math.round(reelsPlays * (engagement / 100) * random.range(0.8, 1.4)),
      us_audience_share: audience.usShare,
      audience_female_percent: femalePercent,
      audience_male_percent: round2(100 - femalePercent),
      audience_ages: audience.ages,
      audience: audience.audience,
      notable_followers:
        platform === 'tiktok'
          ? random.sample(FEMALE_FIRST_NAMES.concat(MALE_FIRST_NAMES), random.int(3, 6)).map((name) => {
              const notableLast = random.pick(LAST_NAMES);
              const username = `${slug(name)}${slug(notableLast)}`;
              return {
                user_id: digits(random, 18),
                username,
                picture: avatarUrl(`${slug(name)}-${slug(notableLast)}`),
                followers: Math.round(250_000 * Math.exp(1.2 * Math.abs(random.normal()))),
                url: `https://www.tiktok.com/@${username}`,
              };
            })
          : [],
      is_primary: accountIndex === 0,
    };
  });

  const withPosts = options.withPosts ?? false;
  const fullAccounts: GeneratedAccount[] = accounts.map((account) => ({
    ...account,
    posts: withPosts ? generatePosts(random, account, key, niches, now) : [],
  }));

  const talentType = talentTypes[0] ?? 'Creator';
  const tagline = random.chance(options.taglineShare ?? 0)
    ? random.pick(NICHE_TAGLINES[niches[0] ?? ''] ?? NICHE_TAGLINES.Fashion!)
    : null;
  const customDescription = random.chance(options.customDescriptionShare ?? 0)
    ? `**${first}** works with our team on ${niches.map((n) => n.toLowerCase()).join(' and ')} campaigns. Ask us about availability for Q${random.int(1, 4)}.`
    : null;
  return {
    key,
    fullname,
    description: description(random, first, location, niches, talentType),
    picture_main_url: picture,
    gender,
    age,
    birth_year: now.getUTCFullYear() - age,
    age_range: ageRange(age),
    city: location.city,
    state: location.state,
    country: location.country,
    accounts: fullAccounts,
    team: {
      tags: finalTags,
      display_tags: displayTags,
      tagline,
      custom_description: customDescription,
      rate_card: random.chance(options.rateCardShare ?? 0.3) ? rateCard(random, accounts) : null,
      case_studies: random.chance(options.caseStudyShare ?? 0)
        ? caseStudies(random, key, themeForNiche(niches[0] ?? ''), accounts)
        : [],
    },
  };
}

export function isValidHandle(handle: string): boolean {
  return HANDLE_PATTERN.test(handle);
}
