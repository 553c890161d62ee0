import { Controller, Headers, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { CachedJsonEndpoint } from '../../../infrastructure/http/endpoint.js';
import { CollectionIdParam } from '../dto/collection-requests.dto.js';
import { PublicCollectionDto } from '../dto/collection-responses.dto.js';
import { PublicCollectionService } from '../services/public-collection.service.js';

/** The brand-facing collection: no session. */
@ApiTags('public')
@Controller()
export class PublicCollectionsController {
  constructor(private readonly collections: PublicCollectionService) {}

  @CachedJsonEndpoint(API.publicCollections.get, {
    summary: 'A shared collection: its talent sheets in order, the team fields and display settings (ETag)',
    ok: PublicCollectionDto,
    errors: [404],
  })
  async collection(
    @Param() { id }: CollectionIdParam,
    @Headers() headers: IncomingHttpHeaders,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendCachedJson(reply, await this.collections.collection(id), headers);
  }
}
