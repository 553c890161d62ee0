/**
 * A creator as the helpers read it (the team's view: its tags, its custom description and
 * location), and the facts an explanation may cite, each formatted from the record.
 */
import { AGE_BUCKETS, PLATFORM_LABELS, type SocialPlatform } from '@tpp/contracts';
import { STATE_BY_CODE } from './vocabulary.js';

export interface CreatorAccount {
  id: number;
  platform: SocialPlatform;
  handle: string;
  followers: number;
  /** Percent. */
  engagementRate: number | null;
  avgViews: number | null;
  /** Percent of the audience in the US. */
  usShare: number | null;
  female: number | null;
  male: number | null;
  /** Percent per AGE_BUCKETS entry (the contracts' buckets, the social_accounts columns' order). */
  ages: (number | null)[];
  /** Audience countries, the largest first (share 0..1). */
  countries: { code: string; name: string; share: number }[];
  primary: boolean;
}

export interface CreatorRecord {
  id: number;
  name: string;
  /** The general description plus the team's custom description. */
  description: string;
  tags: string[];
  /** Master-list tags read from the description (the tagger's; filled by the service). */
  descriptionTags: string[];
  city: string | null;
  /** The US state's name (codes are read as names). */
  state: string | null;
  /** ISO country code. */
  country: string | null;
  gender: 'male' | 'female' | null;
  age: number | null;
  accounts: CreatorAccount[];
}

export function stateName(state: string | null): string | null {
  if (!state) return null;
  return STATE_BY_CODE.get(state.toUpperCase()) ?? state;
}

/** 950 → "950", 12,400 → "12.4K", 142,000 → "142K", 1,250,000 → "1.3M". */
export function formatCount(value: number): string {
  const scaled = (n: number, unit: string) => {
    const digits = n < 10 ? 1 : 0;
    const text = n.toFixed(digits).replace(/\.0$/, '');
    return `${text}${unit}`;
  };
  if (value >= 999_500) return scaled(value / 1_000_000, 'M');
  if (value >= 1000) return scaled(value / 1000, 'K');
  return String(Math.round(value));
}

/** 4.236 → "4.2%", 68.4 → "68%" (one decimal under 10). */
export function formatPercent(value: number): string {
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)}%`;
}

/** The account the brief is about: the biggest on one of `platforms`, else the primary one. */
export function accountFor(
  creator: CreatorRecord,
  platforms?: readonly SocialPlatform[],
): CreatorAccount | undefined {
  const pool = platforms?.length
    ? creator.accounts.filter((account) => platforms.includes(account.platform))
    : creator.accounts.filter((account) => account.primary);
  const list = pool.length || platforms?.length ? pool : creator.accounts;
  return [...list].sort((a, b) => b.followers - a.followers)[0];
}

/** The share (percent) of the audience in these AGE_BUCKETS indexes, or null without data. */
export function ageShare(account: CreatorAccount, buckets: readonly number[]): number | null {
  let sum = 0;
  for (const index of buckets) {
    const value = account.ages[index];
    if (value === null || value === undefined) return null;
    sum += value;
  }
  return sum;
}

export function bucketLabel(buckets: readonly number[]): string {
  const first = AGE_BUCKETS[buckets[0]!]!.split('-')[0];
  const last = AGE_BUCKETS[buckets.at(-1)!]!.split('-')[1];
  return `${first}-${last}`;
}

/** "142K TikTok followers", "1.3M YouTube subscribers". */
export function audienceSize(account: CreatorAccount): string {
  const noun = account.platform === 'youtube' ? 'subscribers' : 'followers';
  return `${formatCount(account.followers)} ${PLATFORM_LABELS[account.platform]} ${noun}`;
}

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Austin, Texas", "Toronto, Canada", or null. */
export function placeOf(creator: CreatorRecord): string | null {
  const abroad =
    creator.country && creator.country !== 'US' ? (REGIONS.of(creator.country) ?? creator.country) : null;
  const region = creator.state ?? abroad;
  // "Washington, D.C." already says its region.
  if (creator.city && region && !creator.city.replace(/\./g, '').includes(region))
    return `${creator.city}, ${region}`;
  return creator.city ?? region;
}

export function firstName(creator: CreatorRecord): string {
  return creator.name.trim().split(/\s+/)[0] ?? creator.name;
}
