import type {
  PublicProfileResponse,
  PublicSheetInfluencer,
  PublicSheetProfileResponse,
  PublicTalentSheet,
  PublicTeam,
} from '@tpp/contracts';
import { mapRosterCard } from '../../talent/dto/roster-card.mapper.js';
import { noteHtml } from '../notes/note-html.js';
import type {
  PublicSheetRow,
  SheetCardRow,
  SheetMemberReachRow,
} from '../repositories/public-sheet.repository.js';
import { iso } from './sheet.mapper.js';

/** A card of a shared sheet: the public roster's card plus the note. */
export function mapPublicSheetInfluencer(
  row: SheetCardRow,
  hideAllEngagement: boolean,
): PublicSheetInfluencer {
  return { ...mapRosterCard(row, hideAllEngagement), note: row.note, note_html: noteHtml(row.note) };
}

/** One page of a shared sheet: `members` are all of its creators, `cards` those of the page. */
export function mapPublicTalentSheet(
  sheet: PublicSheetRow,
  team: PublicTeam,
  members: SheetMemberReachRow[],
  cards: SheetCardRow[],
  page: { page: number; limit: number },
): PublicTalentSheet {
  const settings = team.display_settings;
  const hideAllEngagement = settings.displayRosterHideEngagment || settings.displayNoEngagment;
  return {
    team_id: team.id,
    team_name: team.team_name,
    team_image_url: team.team_image_url,
    team_contact_email: team.team_contact_email,
    team_phone: team.team_phone,
    team_homepage: team.team_homepage,
    team_bio: team.team_bio,
    id: sheet.public_id,
    title: sheet.title,
    description: sheet.description,
    sheet_type: sheet.sheet_type,
    influencer_ids: members.map((member) => member.influencer_id),
    notes: Object.fromEntries(cards.map((row) => [String(row.id), row.note])),
    settings,
    access_restricted: settings.displayRequireRegistration,
    campaign_description: sheet.campaign_description,
    reach: members.reduce((sum, member) => sum + Number(member.reach), 0),
    created_at: iso(sheet.created_at),
    page: page.page,
    limit: page.limit,
    total_influencers: members.length,
    influencers: cards.map((row) => mapPublicSheetInfluencer(row, hideAllEngagement)),
  };
}

/** A creator's public profile as the sheet's team shows it, with the note on the sheet. */
export function mapPublicSheetProfile(
  profile: PublicProfileResponse,
  sheet: PublicSheetRow,
  note: string,
): PublicSheetProfileResponse {
  return { ...profile, salesheet_id: sheet.public_id, note, note_html: noteHtml(note) };
}
