import { Controller, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { ReplyEndpoint } from '../../../infrastructure/http/endpoint.js';
import { CollectionIdParam } from '../dto/collection-requests.dto.js';
import { PublicCollectionDto } from '../dto/collection-responses.dto.js';
import { PublicCollectionService } from '../services/public-collection.service.js';

/** The brand-facing collection: no session. */
@ApiTags('public')
@Controller()
export class PublicCollectionsController {
  constructor(private readonly collections: PublicCollectionService) {}

  @ReplyEndpoint(API.publicCollections.get, {
    summary: 'A shared collection: its talent sheets in order, the team fields and display settings (ETag)',
    ok: PublicCollectionDto,
    errors: [400, 404],
  })
  @ApiHeader({ name: 'if-none-match', required: false })
  @ApiNotModifiedResponse({ description: 'The ETag still matches' })
  async collection(
    @Param() { id }: CollectionIdParam,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendCachedJson(reply, await this.collections.collection(id), {
      'if-none-match': ifNoneMatch,
      'accept-encoding': acceptEncoding,
    });
  }
}
