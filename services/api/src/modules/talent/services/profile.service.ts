import { Injectable } from '@nestjs/common';
import {
  PROFILE_POSTS_PER_TYPE,
  TALENT_ERROR_CODES,
  type InfluencerExtraData,
  type InfluencerProfile,
  sheetShowsRateCards,
  type PublicProfileResponse,
  type SheetRateCards,
  type TeamDisplaySettings,
} from '@tpp/contracts';
import { mapExtraData } from '../dto/extra-data.mapper.js';
import { mapProfile } from '../dto/profile.mapper.js';
import { mapPublicTeam } from '../public-team.js';
import { ProfileRepository, type RosterEntryRow } from '../repositories/profile.repository.js';
import { TeamRepository } from '../repositories/team.repository.js';
import { TalentException } from '../talent.errors.js';

const influencerNotFound = () => new TalentException(TALENT_ERROR_CODES.influencerNotFound);

/** Builds the profile of a creator as one team shows it; public answers also drop hidden data. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly teams: TeamRepository,
  ) {}

  /** The team's entry of (team, creator), roster or pitched, or 404 exactly like a missing creator. */
  async rosterEntry(teamId: number, influencerId: number): Promise<RosterEntryRow> {
    const entry = await this.profiles.rosterEntry(teamId, influencerId);
    if (!entry) throw influencerNotFound();
    return entry;
  }

  /**
   * GET /api/influencers/profiles/{id}: the caller's team's view (hidden stats kept for editing);
   * also for a pitched creator, whom the sheet editor shows.
   */
  async privateProfile(teamId: number, influencerId: number): Promise<InfluencerProfile> {
    return this.build(await this.rosterEntry(teamId, influencerId), null);
  }

  /**
   * The public profile with the given team's customisations, or the creator's public link team's.
   * A team's pitched creator is not its talent: 404 unless `viaSheet` (the sheet profile call,
   * which has checked that the creator is on the team's shared sheet). The rate card is in the
   * answer only when the team shows rate cards to brands, or `rateCards` (the sheet's switch)
   * says so.
   */
  async publicProfile(
    influencerId: number,
    teamId?: number,
    { viaSheet = false, rateCards = 'team' }: { viaSheet?: boolean; rateCards?: SheetRateCards } = {},
  ): Promise<PublicProfileResponse> {
    const resolvedTeamId = teamId ?? (await this.profiles.publicTeamOf(influencerId));
    if (resolvedTeamId === null) throw influencerNotFound();
    const entry = await this.rosterEntry(resolvedTeamId, influencerId);
    if (!entry.represented && !viaSheet) throw influencerNotFound();
    const teamRow = await this.teams.publicTeam(resolvedTeamId);
    if (!teamRow) throw influencerNotFound();
    const team = mapPublicTeam(teamRow);
    const display = {
      ...team.display_settings,
      displayRateCards: sheetShowsRateCards(rateCards, team.display_settings.displayRateCards),
    };
    return { influencer: await this.build(entry, display), team };
  }

  /** GET /api/user/influencers/extra-data/{id}: every post, hidden ones flagged, and notable followers. */
  async extraData(teamId: number, influencerId: number): Promise<InfluencerExtraData> {
    const entry = await this.rosterEntry(teamId, influencerId);
    const [accounts, posts] = await Promise.all([
      this.profiles.accounts(teamId, entry.id, entry.primary_social_id),
      this.profiles.allPosts(teamId, entry.id),
    ]);
    return mapExtraData(entry, accounts, posts);
  }

  /** `display` is the team's display settings for a public answer, null for the private one. */
  private async build(
    entry: RosterEntryRow,
    display: TeamDisplaySettings | null,
  ): Promise<InfluencerProfile> {
    const [accounts, posts, caseStudies] = await Promise.all([
      this.profiles.accounts(entry.team_id, entry.id, entry.primary_social_id),
      this.profiles.shownPosts(entry.team_id, entry.id, entry.excluded_post_ids, PROFILE_POSTS_PER_TYPE),
      this.profiles.caseStudies(entry.team_id, entry.id),
    ]);
    return mapProfile({ entry, accounts, posts, caseStudies }, display);
  }
}
