import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  ConnectAccountDto,
  CreateInfluencerLoginDto,
  LoginTokenParam,
  RotateInfluencerLoginDto,
} from '../dto/intake-requests.dto.js';
import {
  InfluencerLoginResponseDto,
  InfluencerLoginsResponseDto,
  TalentConnectPageDto,
} from '../dto/intake-responses.dto.js';
import { TalentLoginsService } from '../services/talent-logins.service.js';

/** Talent Data Authorization: the team's login links. */
@ApiTags('talent data')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class TalentDataController {
  constructor(private readonly logins: TalentLoginsService) {}

  @Endpoint(API.talentData.logins, {
    summary: "The team's login links with each creator's accounts and which are connected",
    ok: InfluencerLoginsResponseDto,
  })
  list(@CurrentTeam() team: TeamScope) {
    return this.logins.list(team);
  }

  @Endpoint(API.talentData.createLogin, {
    summary: "Creates a roster creator's login link (team admins; asking again answers the same link)",
    ok: InfluencerLoginResponseDto,
    errors: [404],
  })
  create(@Body() body: CreateInfluencerLoginDto, @CurrentTeam() team: TeamScope) {
    return this.logins.create(team, body.influencer_id);
  }

  @Endpoint(API.talentData.rotateLogin, {
    summary:
      "Rotates a creator's login link (team admins): a new link valid 30 days; the old one stops at once",
    ok: InfluencerLoginResponseDto,
    errors: [404],
  })
  rotate(@Body() body: RotateInfluencerLoginDto, @CurrentTeam() team: TeamScope) {
    return this.logins.rotate(team, body.influencer_id);
  }
}

/** The creator's public connect page of a login link: no session, the token is the authority. */
@ApiTags('public')
@Controller()
export class TalentConnectController {
  constructor(private readonly logins: TalentLoginsService) {}

  @Endpoint(API.talentData.connectPage, {
    summary: "A login link's connect page: the creator's accounts and what connecting each needs",
    ok: TalentConnectPageDto,
    errors: [404, 410],
  })
  page(@Param() { token }: LoginTokenParam) {
    return this.logins.page(token);
  }

  @Endpoint(API.talentData.connect, {
    summary: 'Connects one account through the connection provider (offline: confirm ownership)',
    ok: TalentConnectPageDto,
    errors: [404, 410],
  })
  connect(@Param() { token }: LoginTokenParam, @Body() body: ConnectAccountDto) {
    return this.logins.connect(token, body);
  }
}
