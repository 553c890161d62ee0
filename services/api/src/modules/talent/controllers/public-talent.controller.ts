import { Controller, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { IdParam } from '../../../infrastructure/http/id-param.dto.js';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { CachedJsonEndpoint, Endpoint } from '../../../infrastructure/http/endpoint.js';
import { ProfileTeamParams, TeamIdParam } from '../dto/talent-requests.dto.js';
import {
  CategoriesResponseDto,
  PublicProfileResponseDto,
  PublicRosterResponseDto,
} from '../dto/talent-responses.dto.js';
import { ProfileService } from '../services/profile.service.js';
import { PublicRosterService } from '../services/public-roster.service.js';
import { RosterService } from '../services/roster.service.js';

/** Brand-facing answers: no session. The services apply the team display settings that remove data. */
@ApiTags('public')
@Controller()
export class PublicTalentController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly publicRosters: PublicRosterService,
    private readonly roster: RosterService,
  ) {}

  @CachedJsonEndpoint(API.publicTalent.roster, {
    summary: "A team's public roster: up to 500 creators in roster order, team and stats (cached, ETag)",
    ok: PublicRosterResponseDto,
    errors: [404],
  })
  async publicRoster(
    @Param() { teamId }: TeamIdParam,
    @Headers() headers: IncomingHttpHeaders,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.publicRosters.roster(teamId);
    await sendCachedJson(reply, answer, headers);
  }

  @Endpoint(API.publicTalent.profile, {
    summary: "A creator's public profile with the primary team's customisations and display settings",
    ok: PublicProfileResponseDto,
    errors: [404],
  })
  publicProfile(@Param() { id }: IdParam) {
    return this.profiles.publicProfile(id);
  }

  @Endpoint(API.publicTalent.teamProfile, {
    summary: "A creator's public profile as the given team shows it (404 when not on its roster)",
    ok: PublicProfileResponseDto,
    errors: [404],
  })
  publicTeamProfile(@Param() { id, teamId }: ProfileTeamParams) {
    return this.profiles.publicProfile(id, teamId);
  }

  @Endpoint(API.publicTalent.categories, {
    summary: 'Talent categories with subcategories',
    ok: CategoriesResponseDto,
  })
  categories() {
    return this.roster.categories();
  }
}
