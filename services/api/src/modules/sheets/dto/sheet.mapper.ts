import {
  type BasicSheet,
  type InfluencerSheetRow,
  type RosterInfluencer,
  type SheetInfluencer,
  type TalentSheet,
  type TalentSheetSummary,
  type TrashedSheet,
} from '@tpp/contracts';
import { noteHtml } from '../notes/note-html.js';
import type { EditorEntryRow } from '../repositories/sheet-entries.repository.js';
import type {
  BasicSheetRow,
  InfluencerSheetRowData,
  SheetOwnerRow,
  SheetSummaryRow,
} from '../repositories/sheet-lists.repository.js';
import type { SheetRow } from '../repositories/sheet.repository.js';
import type { TrashedSheetRow } from '../repositories/sheet-trash.repository.js';

/** A timestamp column as ISO text (pg returns Date objects). */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A creator on a sheet in the editor: the roster row (with its description excerpt) plus the sheet entry. */
export function mapSheetInfluencer(influencer: RosterInfluencer, entry: EditorEntryRow): SheetInfluencer {
  return {
    ...influencer,
    note: entry.note,
    note_html: noteHtml(entry.note),
    client_accepted: entry.client_accepted,
    client_note: entry.client_note,
    like_count: entry.like_count,
  };
}

/** One sheet for the editor; `notes` covers every entry, `influencers` those still the team's (roster or pitched). */
export function mapTalentSheet(
  sheet: SheetRow,
  owner: SheetOwnerRow | undefined,
  entries: EditorEntryRow[],
  influencers: SheetInfluencer[],
  reach: number,
): TalentSheet {
  return {
    id: sheet.public_id,
    title: sheet.title,
    description: sheet.description,
    sheet_type: sheet.sheet_type,
    created_at: iso(sheet.created_at),
    updated_at: iso(sheet.updated_at),
    creator_user_id: sheet.creator_user_id ?? 0,
    creator_nickname: owner?.nickname || null,
    creator_full_name: owner?.full_name || null,
    creator_email: owner?.email ?? '',
    team_id: sheet.team_id,
    team_name: owner?.team_name ?? '',
    team_image_url: owner?.team_image_url ?? null,
    influencer_ids: influencers.map((influencer) => influencer.id),
    notes: Object.fromEntries(entries.map((entry) => [String(entry.influencer_id), entry.note])),
    influencers,
    casting_call_id: sheet.casting_call_id,
    casting_call_response_status: sheet.response_status,
    campaign_description: sheet.campaign_description,
    reach,
    version: sheet.version,
  };
}

type SheetHeadingRow = Pick<BasicSheetRow, 'public_id' | 'title' | 'description' | 'sheet_type'>;

/** What every list of sheets starts with: the public id, the title, the description, the type. */
function sheetHeading(row: SheetHeadingRow): Pick<BasicSheet, 'id' | 'title' | 'description' | 'sheet_type'> {
  return { id: row.public_id, title: row.title, description: row.description, sheet_type: row.sheet_type };
}

/** A row of a sheet list; `canDelete`: the caller may delete it (its owner or a team admin). */
export function mapTalentSheetSummary(row: SheetSummaryRow, canDelete: boolean): TalentSheetSummary {
  return {
    ...sheetHeading(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    creator_user_id: row.creator_user_id ?? 0,
    creator_nickname: row.nickname || null,
    creator_full_name: row.full_name || null,
    influencer_count: row.influencers.length,
    influencers: row.influencers.map(([id, fullname, picture]) => ({
      id,
      fullname,
      picture_main_url: picture,
    })),
    casting_call_id: row.casting_call_id,
    can_delete: canDelete,
  };
}

/** A sheet of the trash; `canManage`: the caller may restore it and delete it forever. */
export function mapTrashedSheet(row: TrashedSheetRow, canManage: boolean): TrashedSheet {
  return {
    id: row.public_id,
    title: row.title,
    sheet_type: row.sheet_type,
    creator_user_id: row.creator_user_id,
    creator_name: row.creator_name,
    deleted_at: iso(row.deleted_at),
    deleted_by_name: row.deleted_by_name,
    purge_at: iso(row.purge_at),
    days_left: row.days_left,
    can_manage: canManage,
  };
}

export function mapBasicSheet(row: BasicSheetRow): BasicSheet {
  return {
    ...sheetHeading(row),
    influencer_count: row.influencer_count,
    updated_at: iso(row.updated_at),
  };
}

export function mapInfluencerSheetRow(row: InfluencerSheetRowData): InfluencerSheetRow {
  return {
    ...sheetHeading(row),
    created_at: iso(row.created_at),
    client_accepted: row.client_accepted,
    client_note: row.client_note,
    casting_call_id: row.casting_call_id,
  };
}
