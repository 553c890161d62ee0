import type { UserStatus } from '@tpp/contracts';

/**
 * Where a user is sent instead of a talent sheets page, or null (spec: search-only users go to
 * /search from the talent sheets pages; the team setting noTalentSheets sends the sheet list to
 * /influencers).
 */
export function talentSheetsRedirect(
  user: Pick<UserStatus, 'search_only' | 'is_admin' | 'teamSettings'> | null,
  page: 'list' | 'sheet',
): string | null {
  if (!user) return null;
  if (user.search_only && !user.is_admin) return '/search';
  if (page === 'list' && user.teamSettings.noTalentSheets) return '/influencers';
  return null;
}
