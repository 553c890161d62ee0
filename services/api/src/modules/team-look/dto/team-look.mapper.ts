import {
  USER_NOTICES,
  sheetShowsRateCards,
  type SheetRateCards,
  type SheetRateCardsResponse,
  type TeamLookResponse,
  type UserNoticesResponse,
} from '@tpp/contracts';
import { teamDisplaySettings } from '../../talent/public-team.js';
import type { TeamLookRow } from '../repositories/team-look.repository.js';

/** A team's look: its logo and every display setting with its default filled in. */
export function mapTeamLook(row: TeamLookRow): TeamLookResponse {
  return {
    team_id: row.id,
    team_name: row.name,
    team_image_url: row.image_url,
    display_settings: teamDisplaySettings(row.settings),
  };
}

/** A sheet's rate-card switch, the team setting it may follow and what brands see. */
export function mapSheetRateCards(
  sheetId: string,
  rateCards: SheetRateCards,
  team: TeamLookRow,
): SheetRateCardsResponse {
  const teamShows = teamDisplaySettings(team.settings).displayRateCards;
  return {
    sheet_id: sheetId,
    rate_cards: rateCards,
    team_shows: teamShows,
    shown: sheetShowsRateCards(rateCards, teamShows),
  };
}

/** The notices still to show: every known notice the user has not dismissed. */
export function mapUserNotices(dismissed: readonly string[]): UserNoticesResponse {
  return { notices: USER_NOTICES.filter((notice) => !dismissed.includes(notice)) };
}
