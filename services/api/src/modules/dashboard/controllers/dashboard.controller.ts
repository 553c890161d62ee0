import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { DashboardQueryDto, DashboardResponseDto } from '../dto/dashboard.dto.js';
import { DashboardService } from '../services/dashboard.service.js';

/** The signed-in team member's home page. */
@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Endpoint(API.dashboard.get, {
    summary: 'The home page: what needs attention, each item with the place it links to',
    description:
      "Brand messages of the last 7 days, the team's sheets viewed today (from midnight in `tz`) with who " +
      'opened them, Creator Calls ending within 14 days with the team’s response, the caller’s open requests, ' +
      'running Add Talent tasks and roster creators added or changed in the last 7 days; at most 8 of each.',
    ok: DashboardResponseDto,
  })
  get(@Query() query: DashboardQueryDto, @CurrentTeam() team: TeamScope) {
    return this.dashboard.get(team, query);
  }
}
