import { Controller, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, ReplyEndpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { MediaUploadQueryDto, UploadKeyParam } from '../dto/upload-requests.dto.js';
import { MediaUploadResponseDto } from '../dto/upload-responses.dto.js';
import { UploadFilesService } from '../services/upload-files.service.js';
import { UploadsService } from '../services/uploads.service.js';

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly files: UploadFilesService,
  ) {}

  @Endpoint(API.uploads.mediaUpload, {
    summary: 'A key of the caller’s team and a URL to PUT one file to (15 minutes)',
    description:
      'Then PUT the file’s bytes to `url` with exactly `headers`. Images (image/jpeg, image/png, image/webp, ' +
      'at most 10 MB) and attachments (PDF, text, CSV, Word, Excel, PowerPoint, at most 20 MB) are checked by ' +
      'their bytes, never their name: the local PUT answers 400 UPLOAD_REJECTED, 413 or 403 UPLOAD_URL_INVALID ' +
      '(expired or wrong signature); S3 uploads are checked when first used. A key is usable only by the team ' +
      'that asked for it; an upload no request or portrait uses within 24 hours is deleted.',
    ok: MediaUploadResponseDto,
  })
  @UseGuards(SignedInGuard)
  @SessionRequired()
  mediaUpload(@Query() query: MediaUploadQueryDto, @CurrentTeam() team: TeamScope) {
    return this.uploads.issue(team, query);
  }

  @ReplyEndpoint(API.uploads.file, {
    summary: 'An uploaded file (portraits show on public pages; keys are unguessable)',
    description: 'Local storage sends the bytes; S3 storage redirects (302) to a presigned GET URL.',
    ok: { description: 'The file' },
    errors: [404],
  })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/octet-stream')
  async file(@Param() { key }: UploadKeyParam, @Res() reply: FastifyReply): Promise<void> {
    await this.files.send(key, reply);
  }
}
