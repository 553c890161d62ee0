import type { PlatformFigure, SocialPlatform } from '@tpp/contracts';

/**
 * The one definition of a creator's numbers. Every answer that carries followers, total reach or
 * average views computes them here (or with the SQL twins below, which say the same), so the
 * roster, the sheets, the public pages and the directory search never disagree:
 *
 * - **followers** belong to one account (one platform);
 * - **total reach** is the sum of the followers of every account of the creator;
 * - **average views** of an account are its reels plays on Instagram and its average views on
 *   every other platform; a creator's average views are those of the primary account.
 *
 * A figure travels as `{ value, platform }` (PlatformFigure in the contracts); where it came from
 * and when it was measured can join that shape later without touching the screens.
 */

/** What average views read from an account. */
export interface ViewsSource {
  platform: string;
  avg_views: number | null;
  avg_reels_plays: number | null;
}

/** The account column that holds the account's average views (also the stat key that hides it). */
export function averageViewsColumn(platform: string): 'avg_reels_plays' | 'avg_views' {
  return platform === 'instagram' ? 'avg_reels_plays' : 'avg_views';
}

/** The account's average views, or null when not measured. */
export function averageViews(account: ViewsSource): number | null {
  const value = account[averageViewsColumn(account.platform)];
  return value === null || value === undefined ? null : Number(value);
}

/** The account's average views with their platform, or null when not measured. */
export function averageViewsFigure(
  account: ViewsSource & { platform: SocialPlatform },
): PlatformFigure | null {
  const value = averageViews(account);
  return value === null ? null : { value, platform: account.platform };
}

/** The account's followers with their platform. */
export function followersFigure(account: {
  platform: SocialPlatform;
  followers: number | string;
}): PlatformFigure {
  return { value: Number(account.followers), platform: account.platform };
}

/** The sum of the followers of every account (bigints may come as text); every platform counts. */
export function totalReach(accounts: readonly { followers: number | string }[]): number {
  let sum = 0;
  for (const account of accounts) sum += Number(account.followers);
  return sum;
}

/** averageViews in SQL, over the social_accounts row aliased `alias`. */
export function averageViewsSql(alias: string): string {
  return `(CASE WHEN ${alias}.platform = 'instagram' THEN ${alias}.avg_reels_plays ELSE ${alias}.avg_views END)`;
}

/** totalReach in SQL: the followers of every account of the creator whose id is `influencerId`, as bigint. */
export function totalReachSql(influencerId: string): string {
  return `(SELECT coalesce(sum(reach.followers), 0)::bigint FROM social_accounts reach WHERE reach.influencer_id = ${influencerId})`;
}
