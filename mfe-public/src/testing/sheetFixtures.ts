import type { PublicCollection, PublicSheetInfluencer, PublicTalentSheet } from '@tpp/contracts';
import { displaySettings, rosterCard } from '@tpp/profile/testing';

/** Test builders for shared sheets and collections. */
export function sheetCreator(
  id: number,
  overrides: Partial<PublicSheetInfluencer> = {},
): PublicSheetInfluencer {
  return {
    ...rosterCard({ id, fullname: `Creator ${id}` }),
    note: `Note ${id}`,
    note_html: `<p>Note ${id}</p>`,
    ...overrides,
  };
}

/** The team that shares the sheets and collections of these builders. */
const SHARING_TEAM = {
  team_id: 3,
  team_name: 'Northstar Talent',
  team_image_url: null,
  team_contact_email: 'hello@northstar.example',
  team_phone: null,
  team_homepage: null,
  team_bio: null,
};

/** A sheet of `total` creators (ids 1..total); the answer holds page `page` of `limit`. */
export function publicSheet(
  overrides: Partial<PublicTalentSheet> = {},
  { total = 3, page = 1, limit = 18 }: { total?: number; page?: number; limit?: number } = {},
): PublicTalentSheet {
  const ids = Array.from({ length: total }, (_, index) => index + 1);
  const pageIds = ids.slice((page - 1) * limit, page * limit);
  return {
    id: 'AbCdEfGhIjKlMnOp',
    title: 'Internal title',
    description: 'Spring launch',
    sheet_type: 'talent',
    influencer_ids: ids,
    notes: Object.fromEntries(pageIds.map((id) => [String(id), `Note ${id}`])),
    settings: displaySettings(),
    access_restricted: false,
    withheld: false,
    campaign_description: null,
    reach: 1000,
    created_at: '2026-11-01T10:00:00.000Z',
    page,
    limit,
    total_influencers: total,
    influencers: pageIds.map((id) => sheetCreator(id)),
    ...SHARING_TEAM,
    ...overrides,
  };
}

export function publicCollection(overrides: Partial<PublicCollection> = {}): PublicCollection {
  const sheets = Array.from({ length: 6 }, (_, index) => ({
    id: `Sheet${index + 1}xxxxxxxxxx`,
    title: `Internal ${index + 1}`,
    description: `Public ${index + 1}`,
    influencer_count: 2,
    cover_photo_url: null,
  }));
  return {
    id: 'CoLlEcTiOnId0001',
    title: 'Summer picks',
    salesheet_ids: sheets.map((sheet) => sheet.id),
    sheets,
    displaySettings: displaySettings(),
    created_at: '2026-11-01T10:00:00.000Z',
    ...SHARING_TEAM,
    ...overrides,
  };
}

/** The query of a recorded fake-fetch call is dropped; tests read it from the real URL instead. */
export function queryOf(url: string): URLSearchParams {
  return new URLSearchParams(url.split('?')[1] ?? '');
}
