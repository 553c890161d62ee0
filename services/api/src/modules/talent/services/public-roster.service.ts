import { Injectable } from '@nestjs/common';
import { PUBLIC_ROSTER_LIMIT, TALENT_ERROR_CODES, type PublicRosterResponse } from '@tpp/contracts';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { mapPublicRoster } from '../dto/public-roster.mapper.js';
import { mapPublicTeam } from '../public-team.js';
import { PublicRosterRepository } from '../repositories/public-roster.repository.js';
import { TeamRepository } from '../repositories/team.repository.js';
import { TalentException } from '../talent.errors.js';
import { PublicRosterCache } from './public-roster-cache.js';

/**
 * GET /api/team/roster/{teamId}: one set-based query for the cards (roster rows, the primary
 * account's columns and the accounts aggregated as compact arrays), one for the team, one for the
 * stats; the serialised answer is cached per team (PublicRosterCache) with an ETag.
 */
@Injectable()
export class PublicRosterService {
  constructor(
    private readonly rosters: PublicRosterRepository,
    private readonly teams: TeamRepository,
    private readonly cache: PublicRosterCache,
  ) {}

  /** The cached answer; when it expires under load, one build serves every waiting request. */
  async roster(teamId: number): Promise<CachedAnswer> {
    const answer = await this.cache.getOrBuild(teamId, '', () => this.build(teamId));
    if (!answer) throw new TalentException(TALENT_ERROR_CODES.teamNotFound);
    return answer;
  }

  async build(teamId: number): Promise<PublicRosterResponse> {
    const [team, cards, stats] = await Promise.all([
      this.teams.publicTeam(teamId),
      this.rosters.cards(teamId, PUBLIC_ROSTER_LIMIT),
      this.rosters.stats(teamId),
    ]);
    if (!team) throw new TalentException(TALENT_ERROR_CODES.teamNotFound);
    return mapPublicRoster(mapPublicTeam(team), cards, stats);
  }
}
