import { Controller, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { DirectoryQueryDto } from '../dto/directory-query.dto.js';
import { DirectoryResponseDto } from '../dto/directory-response.dto.js';
import { DirectoryService } from '../services/directory.service.js';

/** The directory search of the signed-in team: every social account, public data only. */
@ApiTags('directory')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  @Endpoint(API.directory.socialAccounts, {
    summary:
      'The directory: social accounts of one platform by every filter of the spec, sorted (ties by account id), keyset pages of up to 300',
    ok: DirectoryResponseDto,
    errors: [404],
  })
  async search(
    @Query() query: DirectoryQueryDto,
    @CurrentTeam() team: TeamScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { answer, timing } = await this.directory.search(team, query);
    // How the index answered, for operators and the benchmark (no data of any creator in it).
    void reply.header(
      'server-timing',
      `directory;dur=${timing.indexMs.toFixed(2)};desc="${timing.strategy}, ${timing.examined} examined"`,
    );
    return answer;
  }
}
