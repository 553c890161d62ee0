import type { CollectionSheet } from '@tpp/contracts';
import { sheetHeading } from '../../components/sheetRules';

/** The anchor of a sheet's section in a collection page. */
export function sectionId(sheetId: string): string {
  return `sheet-${sheetId}`;
}

/** A sheet's heading in a collection: its public title, or 'Selected Talent'. */
export function collectionSheetTitle(sheet: Pick<CollectionSheet, 'description'>): string {
  return sheetHeading(sheet.description);
}

/** The roster view of a sheet, optionally opened on one creator. */
export function rosterViewHref(sheetId: string, influencerId?: number): string {
  const path = `/public/talent-sheet/roster-view/${encodeURIComponent(sheetId)}`;
  return influencerId === undefined ? path : `${path}?influencer_id=${influencerId}`;
}
