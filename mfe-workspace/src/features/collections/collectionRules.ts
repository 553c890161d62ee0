import { SHEET_LIMITS, type CollectionSheet, type TalentSheetSummary } from '@tpp/contracts';

/** The public title a sheet card shows: the edited one when there is one, else the sheet's own. */
export function publicTitleOf(sheet: CollectionSheet, edited: Readonly<Record<string, string>>): string {
  return (edited[sheet.id] ?? sheet.description ?? '').trim();
}

/**
 * A collection saves only with a title, at least one sheet, and a public title on every included
 * sheet; otherwise SHEET_MESSAGES.collectionInvalid.
 */
export function isCollectionValid(
  title: string,
  sheets: readonly CollectionSheet[],
  edited: Readonly<Record<string, string>>,
): boolean {
  return (
    title.trim() !== '' && sheets.length > 0 && sheets.every((sheet) => publicTitleOf(sheet, edited) !== '')
  );
}

/** The sheets list's row as a card of the collection. */
export function toCollectionSheet(summary: TalentSheetSummary): CollectionSheet {
  return {
    id: summary.id,
    title: summary.title,
    description: summary.description,
    influencer_count: summary.influencer_count,
    cover_photo_url: summary.influencers[0]?.picture_main_url ?? null,
  };
}

/** The collection title filter applies from 3 characters; the editor's sheet filter from 2. */
export function effectiveFilter(text: string, minimum: number): string {
  const trimmed = text.trim();
  return trimmed.length >= minimum ? trimmed : '';
}

/** The first 3 included sheets of a list row, and how many more there are. */
export function sheetsPreview<T>(sheets: readonly T[], total: number) {
  const shown = sheets.slice(0, SHEET_LIMITS.collectionSheetsShown);
  return { shown, more: Math.max(0, total - shown.length) };
}

/** The only public titles a save sends: edited, non-blank ones of sheets still in the collection. */
export function publicTitlesToSave(
  sheets: readonly CollectionSheet[],
  edited: Readonly<Record<string, string>>,
): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const sheet of sheets) {
    const title = edited[sheet.id]?.trim();
    if (title && title !== (sheet.description ?? '').trim()) titles[sheet.id] = title;
  }
  return titles;
}
