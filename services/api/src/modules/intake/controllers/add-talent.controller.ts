import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { AddInfluencerDto, CheckSocialQueryDto } from '../dto/intake-requests.dto.js';
import {
  AddInfluencerResponseDto,
  AddTalentTasksResponseDto,
  CheckSocialResponseDto,
} from '../dto/intake-responses.dto.js';
import { AddTalentService } from '../services/add-talent.service.js';

/** Add Talent: check a handle or link, request a creator (a background task), list the tasks. */
@ApiTags('add talent')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class AddTalentController {
  constructor(private readonly addTalent: AddTalentService) {}

  @Endpoint(API.intake.checkSocial, {
    summary:
      "Checks a handle or link by the handle/link rule (400 with the rule's message): `existing` when the team's roster has the account, else `social`",
    ok: CheckSocialResponseDto,
  })
  checkSocial(@Query() query: CheckSocialQueryDto, @CurrentTeam() team: TeamScope) {
    return this.addTalent.checkSocial(team, query);
  }

  @Endpoint(API.intake.addInfluencer, {
    summary:
      'Requests a creator for the roster: uses one add-talent credit (409 NO_CREDITS at 0) and queues the task that fetches the data',
    ok: AddInfluencerResponseDto,
    errors: [409],
  })
  addInfluencer(@Body() body: AddInfluencerDto, @CurrentTeam() team: TeamScope) {
    return this.addTalent.addInfluencer(team, body);
  }

  @Endpoint(API.intake.tasks, {
    summary: "The team's add-talent tasks, newest first, and its credits left",
    ok: AddTalentTasksResponseDto,
  })
  tasks(@CurrentTeam() team: TeamScope) {
    return this.addTalent.list(team);
  }
}
