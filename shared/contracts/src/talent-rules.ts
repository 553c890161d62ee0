import { PLATFORM_LABELS } from './social-handle.js';
import { MAX_DISPLAY_TAGS, MAX_TAGLINE_LENGTH, type RateCardRow, type SocialPlatform } from './talent.js';

/** Tags: blank ignored, duplicates removed (case-insensitive), order kept, trimmed. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Displayed tags: at most 4 distinct, chosen among the creator's existing tags. */
export function checkDisplayTags(
  displayTags: readonly string[],
  existingTags: readonly string[],
): 'too_many' | 'unknown_tag' | null {
  const tags = normaliseTags(displayTags);
  if (tags.length > MAX_DISPLAY_TAGS) return 'too_many';
  const existing = new Set(existingTags.map((tag) => tag.toLowerCase()));
  return tags.every((tag) => existing.has(tag.toLowerCase())) ? null : 'unknown_tag';
}

/** Tagline must be under 30 characters. */
export function isValidTagline(tagline: string): boolean {
  return tagline.length < MAX_TAGLINE_LENGTH;
}

/** A custom description of a single dash removes the default description. */
export function isDescriptionRemoval(customDescription: string): boolean {
  return customDescription.trim() === '-';
}

/**
 * Rate card rows: all three fields required per row; a card whose rows are all empty is a removal.
 * Returns 'remove', the index of the first incomplete row, or 'ok'.
 */
export function checkRateCard(rows: readonly RateCardRow[]): 'remove' | 'ok' | { incompleteRow: number } {
  const isEmpty = (row: RateCardRow) => !row.description.trim() && !row.rate.trim();
  if (rows.every(isEmpty)) return 'remove';
  const incomplete = rows.findIndex((row) => !row.platform || !row.description.trim() || !row.rate.trim());
  return incomplete === -1 ? 'ok' : { incompleteRow: incomplete };
}

/** Audience Type on roster cards: percent female if 50 or more, else percent male. */
export function audienceType(
  primaryFemaleAudience: number | null,
): { label: 'Female' | 'Male'; percent: number } | null {
  if (primaryFemaleAudience === null) return null;
  return primaryFemaleAudience >= 50
    ? { label: 'Female', percent: primaryFemaleAudience }
    : { label: 'Male', percent: 100 - primaryFemaleAudience };
}

/** Follower label: 'Subscribers' for YouTube, otherwise 'Followers'. */
export function followerLabel(platform: string): 'Subscribers' | 'Followers' {
  return platform === 'youtube' ? 'Subscribers' : 'Followers';
}

/*
 * Labels of a creator's figures (the API computes them: followers per account, total reach over
 * every account, average views as reels plays on Instagram and average views elsewhere). A number
 * always says which platform it belongs to: "156.9K Instagram followers", "147.9K YouTube subscribers".
 */

/** 'Instagram followers', 'TikTok followers', 'YouTube subscribers'. */
export function platformFollowersLabel(platform: SocialPlatform): string {
  return `${PLATFORM_LABELS[platform]} ${followerLabel(platform).toLowerCase()}`;
}

/** 'Instagram reels plays' (what Instagram's average views are), 'TikTok average views', 'YouTube average views'. */
export function platformViewsLabel(platform: SocialPlatform): string {
  return platform === 'instagram' ? 'Instagram reels plays' : `${PLATFORM_LABELS[platform]} average views`;
}
