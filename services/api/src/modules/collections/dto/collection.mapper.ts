import {
  SHEET_MESSAGES,
  type Collection,
  type CollectionSheet,
  type CollectionSummary,
  type PublicCollection,
} from '@tpp/contracts';
import { teamDisplaySettings } from '../../talent/public-team.js';
import type { CollectionSheetRow } from '../repositories/collection-sheets.repository.js';
import type {
  CollectionRow,
  CollectionSummaryRow,
  PublicCollectionRow,
} from '../repositories/collections.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function mapCollectionSheet(row: CollectionSheetRow): CollectionSheet {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    influencer_count: row.influencer_count,
    cover_photo_url: row.cover_photo_url || null,
  };
}

/** On the public page a sheet shows its public title ('Selected Talent' when it has none), never its own. */
export function mapPublicCollectionSheet(row: CollectionSheetRow): CollectionSheet {
  const sheet = mapCollectionSheet(row);
  return { ...sheet, title: sheet.description?.trim() || SHEET_MESSAGES.selectedTalent };
}

export function mapCollectionSummary(row: CollectionSummaryRow): CollectionSummary {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** What a collection answer starts with: its public id, its title, its sheets' ids and its sheets, in order. */
function collectionHeading<S extends { id: string }>(row: { public_id: string; title: string }, sheets: S[]) {
  return { id: row.public_id, title: row.title, salesheet_ids: sheets.map((sheet) => sheet.id), sheets };
}

export function mapCollection(row: CollectionRow, sheetRows: CollectionSheetRow[]): Collection {
  const sheets = sheetRows.map(mapCollectionSheet);
  return {
    ...collectionHeading(row, sheets),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    version: row.version,
  };
}

export function mapPublicCollection(
  row: PublicCollectionRow,
  sheetRows: CollectionSheetRow[],
): PublicCollection {
  const displaySettings = teamDisplaySettings(row.settings);
  // Behind the registration gate no creator's picture leaves, not even as a sheet's cover.
  const gated = displaySettings.displayRequireRegistration;
  const sheets = sheetRows.map((sheetRow) => {
    const sheet = mapPublicCollectionSheet(sheetRow);
    return gated ? { ...sheet, cover_photo_url: null } : sheet;
  });
  return {
    ...collectionHeading(row, sheets),
    displaySettings,
    created_at: iso(row.created_at),
    team_id: row.team_id,
    team_name: row.name,
    team_image_url: row.image_url,
    team_contact_email: row.contact_email,
    team_phone: row.phone_number,
    team_homepage: row.homepage,
    team_bio: row.bio,
  };
}
