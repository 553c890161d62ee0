import type {
  PublicProfileResponse,
  PublicSheetInfluencer,
  PublicSheetProfileResponse,
  PublicTalentSheet,
  PublicTeam,
  RosterCard,
} from '@tpp/contracts';
import { noteHtml } from '../notes/note-html.js';
import type {
  PublicSheetRow,
  SheetMemberReachRow,
  SheetNoteRow,
} from '../repositories/public-sheet.repository.js';
import { iso } from './sheet.mapper.js';

/** A public roster card of a creator on the sheet and the creator's note there. */
export interface SheetCard {
  card: RosterCard;
  note: string;
}

/** The cards with their notes, in the cards' order; a card without a note (off the sheet since) is left out. */
export function withNotes(cards: RosterCard[], notes: SheetNoteRow[]): SheetCard[] {
  const noteOf = new Map(notes.map((row) => [row.influencer_id, row.note]));
  return cards.flatMap((card) => {
    const note = noteOf.get(card.id);
    return note === undefined ? [] : [{ card, note }];
  });
}

/** A card of a shared sheet: the public roster's card plus the note. */
export function mapPublicSheetInfluencer({ card, note }: SheetCard): PublicSheetInfluencer {
  return { ...card, note, note_html: noteHtml(note) };
}

/** One page of a shared sheet: `members` are all of its creators, `cards` those of the page. */
export function mapPublicTalentSheet(
  sheet: PublicSheetRow,
  team: PublicTeam,
  members: SheetMemberReachRow[],
  cards: SheetCard[],
  page: { page: number; limit: number },
): PublicTalentSheet {
  const settings = team.display_settings;
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
    notes: Object.fromEntries(cards.map(({ card, note }) => [String(card.id), note])),
    settings,
    access_restricted: settings.displayRequireRegistration,
    withheld: false,
    campaign_description: sheet.campaign_description,
    reach: members.reduce((sum, member) => sum + Number(member.reach), 0),
    created_at: iso(sheet.created_at),
    page: page.page,
    limit: page.limit,
    total_influencers: members.length,
    influencers: cards.map(mapPublicSheetInfluencer),
  };
}

/**
 * The answer for a visitor who has not passed the registration gate: the sheet and its team, how
 * many creators it holds, and nothing about any of them (no card, id, note, image or reach).
 */
export function withholdCreators(answer: PublicTalentSheet): PublicTalentSheet {
  return { ...answer, withheld: true, influencer_ids: [], notes: {}, reach: 0, influencers: [] };
}

/** A creator's public profile as the sheet's team shows it, with the note on the sheet. */
export function mapPublicSheetProfile(
  profile: PublicProfileResponse,
  sheet: PublicSheetRow,
  note: string,
): PublicSheetProfileResponse {
  return { ...profile, salesheet_id: sheet.public_id, note, note_html: noteHtml(note) };
}
