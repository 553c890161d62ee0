import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  DismissNoticeDto,
  SetSheetRateCardsDto,
  SetTeamLogoDto,
  SetTeamOptionsDto,
  SheetHashIdParam,
  SheetRateCardsResponseDto,
  TeamLookResponseDto,
  UserNoticesResponseDto,
} from '../dto/team-look.dto.js';
import { TeamLookService } from '../services/team-look.service.js';

/** The team's look (Manage Organization): display settings and logos of the caller's team. */
@ApiTags('team look')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class TeamLookController {
  constructor(private readonly look: TeamLookService) {}

  @Endpoint(API.teamLook.read, {
    summary: "The team's logo and every display setting (defaults filled in)",
    ok: TeamLookResponseDto,
  })
  read(@CurrentTeam() team: TeamScope) {
    return this.look.read(team);
  }

  @Endpoint(API.teamLook.setOptions, {
    summary:
      'Sets team display settings (only those sent): colours as #rrggbb, fonts from the list, booleans; team admins and admins',
    ok: TeamLookResponseDto,
  })
  setOptions(@Body() body: SetTeamOptionsDto, @CurrentTeam() team: TeamScope) {
    return this.look.setOptions(team, body);
  }

  @Endpoint(API.teamLook.setLogo, {
    summary: 'Sets (an image upload key from /api/media-upload) or removes (null) the team logo or dark logo',
    ok: TeamLookResponseDto,
    errors: [404],
  })
  setLogo(@Body() body: SetTeamLogoDto, @CurrentTeam() team: TeamScope) {
    return this.look.setLogo(team, body);
  }

  @Endpoint(API.teamLook.sheetRateCards, {
    summary: "Whether brands see rate cards on the sheet's pages: its switch and the team setting it follows",
    ok: SheetRateCardsResponseDto,
    errors: [404],
  })
  sheetRateCards(@Param() { hashId }: SheetHashIdParam, @CurrentTeam() team: TeamScope) {
    return this.look.sheetRateCards(team, hashId);
  }

  @Endpoint(API.teamLook.setSheetRateCards, {
    summary: "Sets the sheet's rate-card switch: team (follow the team setting), show or hide",
    ok: SheetRateCardsResponseDto,
    errors: [404],
  })
  setSheetRateCards(@Body() body: SetSheetRateCardsDto, @CurrentTeam() team: TeamScope) {
    return this.look.setSheetRateCards(team, body);
  }

  @Endpoint(API.teamLook.notices, {
    summary: 'The one-time workspace notices the signed-in user has not dismissed',
    ok: UserNoticesResponseDto,
  })
  notices(@CurrentTeam() team: TeamScope) {
    return this.look.notices(team);
  }

  @Endpoint(API.teamLook.dismissNotice, {
    summary: 'Dismisses a one-time notice for the signed-in user (remembered); answers those left',
    ok: UserNoticesResponseDto,
  })
  dismissNotice(@Body() body: DismissNoticeDto, @CurrentTeam() team: TeamScope) {
    return this.look.dismissNotice(team, body);
  }
}
