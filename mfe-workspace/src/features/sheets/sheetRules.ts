import { SHEET_LIMITS, type RosterInfluencer, type SheetInfluencer, type SheetType } from '@tpp/contracts';

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

/** Save Sheet is disabled with no talent; a second one shows at the top above 3 talent. */
export function saveButtons(talentCount: number): { disabled: boolean; showTop: boolean } {
  return { disabled: talentCount === 0, showTop: talentCount > SHEET_LIMITS.topSaveButtonAbove };
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

/** A roster row as a sheet entry (no note yet, no brand answers). */
export function toSheetInfluencer(influencer: RosterInfluencer): SheetInfluencer {
  return { ...influencer, note: '', note_html: '', client_accepted: false, client_note: null, like_count: 0 };
}

/** The editor paths of each sheet type. */
export function editorPath(sheetType: SheetType, sheetId: string): string {
  const id = encodeURIComponent(sheetId);
  return sheetType === 'campaign' ? `/campaign/${id}` : `/talent-sheet/${id}`;
}

/**
 * The roster API serves pages of 25 or 50; the editor shows pages of 40 or 80. The API pages of
 * 50 that cover the editor page, and where the editor page starts in their concatenation.
 */
export function rosterWindow(
  page: number,
  limit: number,
  apiLimit = 50,
): { apiPages: number[]; skip: number } {
  const start = (page - 1) * limit;
  const end = start + limit;
  const first = Math.floor(start / apiLimit) + 1;
  const last = Math.floor((end - 1) / apiLimit) + 1;
  const apiPages: number[] = [];
  for (let apiPage = first; apiPage <= last; apiPage += 1) apiPages.push(apiPage);
  return { apiPages, skip: start - (first - 1) * apiLimit };
}
