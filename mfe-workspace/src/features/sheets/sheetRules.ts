import {
  SHEET_LIMITS,
  SOCIAL_PLATFORMS,
  type RosterInfluencer,
  type SheetInfluencer,
  type SheetType,
  type SocialPlatform,
} from '@tpp/contracts';
import type { RosterQuery } from '../../api/talentApi';
import type { RosterSortState } from '../../components/rosterRules';

/** The sheet list's talent column: every name up to 9; above 9, the first 6 until 'Show N More'. */
export function talentColumn<T>(names: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || names.length <= SHEET_LIMITS.talentColumnCollapseAbove)
    return { shown: [...names], hidden: 0 };
  const shown = names.slice(0, SHEET_LIMITS.talentColumnCollapsedShown);
  return { shown, hidden: names.length - shown.length };
}

/** The sheet list's photos: 3, then '+N more'. */
export function photoColumn<T>(photos: readonly T[]): { shown: T[]; more: number } {
  const shown = photos.slice(0, SHEET_LIMITS.sheetTablePhotos);
  return { shown, more: photos.length - shown.length };
}

/**
 * Save Sheet is disabled with no talent, and while the sheet is saved (nothing to save); a second
 * one shows at the top above 3 talent.
 */
export function saveButtons(talentCount: number, saved = false): { disabled: boolean; showTop: boolean } {
  return { disabled: talentCount === 0 || saved, showTop: talentCount > SHEET_LIMITS.topSaveButtonAbove };
}

/** A sheet needs a title to save, except casting-call responses. */
export function titleRequired(sheetType: SheetType): boolean {
  return sheetType !== 'casting_call_response';
}

/** How many more talent the sheet takes (casting-call responses stop at 40). */
export function roomLeft(sheetType: SheetType, talentCount: number): number {
  const max =
    sheetType === 'casting_call_response' ? SHEET_LIMITS.castingCallMaxTalent : SHEET_LIMITS.sheetMaxTalent;
  return Math.max(0, max - talentCount);
}

/** Whether the editor saves by itself 1.5 s after a change (a new sheet without a title waits for Save Sheet). */
export function autosaveEligible(state: {
  sheetId: string | null;
  sheetType: SheetType;
  title: string;
  talentCount: number;
  dirty: boolean;
  conflict: boolean;
}): boolean {
  if (!state.dirty || state.conflict) return false;
  if (state.sheetId) return true;
  if (state.talentCount === 0) return false;
  return !titleRequired(state.sheetType) || state.title.trim() !== '';
}

export type NoteSegment = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Only these link targets become links; anything else stays text. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A note split into text and [text](url) links (http, https and mailto only), for the live preview. */
export function noteSegments(note: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of note.matchAll(LINK)) {
    const [whole, text = '', url = ''] = match;
    const href = safeHref(url);
    if (!href) continue;
    if (match.index > last) segments.push({ text: note.slice(last, match.index) });
    segments.push({ text, href });
    last = match.index + whole.length;
  }
  if (last < note.length) segments.push({ text: note.slice(last) });
  return segments;
}

export function hasLinks(note: string): boolean {
  return noteSegments(note).some((segment) => 'href' in segment);
}

/** The two public addresses of a saved sheet. */
export function publicSheetLinks(sheetId: string, origin: string) {
  const id = encodeURIComponent(sheetId);
  return {
    singlePage: `${origin}/public/talent-sheet/${id}`,
    rosterView: `${origin}/public/talent-sheet/roster-view/${id}`,
  };
}

/** A roster row as a sheet entry (no note yet, no brand answers; its description excerpt as listed). */
export function toSheetInfluencer(influencer: RosterInfluencer): SheetInfluencer {
  return {
    ...influencer,
    note: '',
    note_html: '',
    client_accepted: false,
    client_note: null,
    like_count: 0,
  };
}

/** The editor paths of each sheet type. */
export function editorPath(sheetType: SheetType, sheetId: string): string {
  const id = encodeURIComponent(sheetId);
  return sheetType === 'campaign' ? `/campaign/${id}` : `/talent-sheet/${id}`;
}

/* ---- Available Roster: sort headers and advanced filters (docs/product/sheets-campaigns-collections.md) ---- */

export type EditorPageSize = (typeof SHEET_LIMITS.editorRosterPageSizes)[number];
/** The Available Roster's sort state (the roster rules' sort headers). */
export type EditorRosterSort = RosterSortState;

/** The default order is the roster order (no sort). */
export const EDITOR_ROSTER_DEFAULT_SORT: EditorRosterSort = { sort: 'none', order: 'desc' };

/** Platform choices of the advanced filters ('' is Any). */
export const PLATFORM_OPTIONS: readonly SocialPlatform[] = SOCIAL_PLATFORMS;
/** Followers from / to (docs/product/directory-search.md). */
export const FOLLOWER_OPTIONS = [
  10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 3_000_000,
] as const;
/** Average views minimum (docs/product/directory-search.md). */
export const AVG_VIEWS_OPTIONS = [
  5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000,
] as const;
/** Engagement rate minimum, in percent. */
export const ENGAGEMENT_RATE_OPTIONS = [1, 2, 3, 5, 10] as const;
/** US audience share minimum, in percent: 10-90 in steps of 10. */
export const US_AUDIENCE_SHARE_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
/** Talent gender. */
export const TALENT_GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

export type TalentGender = (typeof TALENT_GENDER_OPTIONS)[number]['value'];

export interface AdvancedRosterFilterValues {
  platform: SocialPlatform | '';
  followersMin: number | null;
  followersMax: number | null;
  engagementRateMin: number | null;
  usAudienceShareMin: number | null;
  avgViewsMin: number | null;
  gender: TalentGender | '';
}

export const NO_ADVANCED_FILTERS: AdvancedRosterFilterValues = {
  platform: '',
  followersMin: null,
  followersMax: null,
  engagementRateMin: null,
  usAudienceShareMin: null,
  avgViewsMin: null,
  gender: '',
};

export function hasAdvancedFilters(filters: AdvancedRosterFilterValues): boolean {
  return Object.values(filters).some((value) => value !== '' && value !== null);
}

/** 'from' cannot exceed 'to' and vice versa: the options that would are disabled. */
export function followerOptionDisabled(
  side: 'min' | 'max',
  value: number,
  filters: Pick<AdvancedRosterFilterValues, 'followersMin' | 'followersMax'>,
): boolean {
  if (side === 'min') return filters.followersMax !== null && value > filters.followersMax;
  return filters.followersMin !== null && value < filters.followersMin;
}

export interface EditorRosterState extends EditorRosterSort {
  advanced: boolean;
  name: string;
  tag: string;
  filters: AdvancedRosterFilterValues;
  page: number;
  limit: EditorPageSize;
}

/**
 * GET /api/user/influencers query of the Available Roster: the filters of the mode shown (advanced
 * filters, or the name and tag filters), empty values dropped; the order only with a sort column.
 */
export function editorRosterQuery(state: EditorRosterState): RosterQuery {
  const query: RosterQuery = { sort: state.sort, page: state.page, limit: state.limit };
  if (state.sort !== 'none') query.order = state.order;
  if (!state.advanced) {
    if (state.name) query.name = state.name;
    if (state.tag) query.tag = state.tag;
    return query;
  }
  const { filters } = state;
  if (filters.platform) query.platform = filters.platform;
  if (filters.followersMin !== null) query.followers_min = filters.followersMin;
  if (filters.followersMax !== null) query.followers_max = filters.followersMax;
  if (filters.engagementRateMin !== null) query.engagement_rate_min = filters.engagementRateMin;
  if (filters.usAudienceShareMin !== null) query.us_audience_share_min = filters.usAudienceShareMin;
  if (filters.avgViewsMin !== null) query.avg_views_min = filters.avgViewsMin;
  if (filters.gender) query.gender = filters.gender;
  return query;
}

/** A suggested note put under the note already written (a blank line between), cut to the note's limit. */
export function insertBelow(note: string, draft: string, maxLength: number): string {
  const current = note.trimEnd();
  return (current ? `${current}\n\n${draft}` : draft).slice(0, maxLength);
}
