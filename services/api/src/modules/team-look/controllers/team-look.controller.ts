import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { SetTeamLogoDto, SetTeamOptionsDto, TeamLookResponseDto } from '../dto/team-look.dto.js';
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
}
