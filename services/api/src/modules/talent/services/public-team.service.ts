import { Injectable } from '@nestjs/common';
import type { PublicTeam, RosterCard } from '@tpp/contracts';
import { mapRosterCard, type CardDisplay } from '../dto/roster-card.mapper.js';
import { mapPublicTeam } from '../public-team.js';
import { PublicRosterRepository } from '../repositories/public-roster.repository.js';
import { TeamRepository } from '../repositories/team.repository.js';

/**
 * What other modules read of a team's public face: the team as public answers show it and the
 * creator cards brands see (shared sheets build their pages from these). The SQL and the card
 * columns stay in this module's repositories; callers get the contract's shapes.
 */
@Injectable()
export class PublicTeamService {
  constructor(
    private readonly teams: TeamRepository,
    private readonly rosters: PublicRosterRepository,
  ) {}

  /** The team; undefined when there is no such team. */
  async publicTeam(teamId: number): Promise<PublicTeam | undefined> {
    const row = await this.teams.publicTeam(teamId);
    return row && mapPublicTeam(row);
  }

  /**
   * The cards of these creators of the team (represented or pitched), in the order given; a
   * creator no longer linked to the team is left out. `display`: the team's display settings
   * (engagement and tags shown at all).
   */
  async cards(teamId: number, influencerIds: number[], display: CardDisplay): Promise<RosterCard[]> {
    const rows = await this.rosters.cardsOf(teamId, influencerIds);
    return rows.map((row) => mapRosterCard(row, display));
  }
}
