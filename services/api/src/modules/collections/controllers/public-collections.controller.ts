import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../../infrastructure/http/openapi.js';
import { CollectionIdParam } from '../dto/collection-requests.dto.js';
import { PublicCollectionDto } from '../dto/collection-responses.dto.js';
import { PublicCollectionService } from '../services/public-collection.service.js';

/** The brand-facing collection: no session. */
@ApiTags('public')
@Controller()
export class PublicCollectionsController {
  constructor(private readonly collections: PublicCollectionService) {}

  @Get('api/public/collections/:id')
  @ApiOperation({
    summary: 'A shared collection: its talent sheets in order, the team fields and display settings (ETag)',
  })
  @ApiHeader({ name: 'if-none-match', required: false })
  @ApiOkResponse({ type: PublicCollectionDto })
  @ApiNotModifiedResponse({ description: 'The ETag still matches' })
  @ApiErrors(400, 404)
  async collection(
    @Param() { id }: CollectionIdParam,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.collections.collection(id);
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    if (ifNoneMatch === answer.etag) {
      await reply.code(304).send();
      return;
    }
    await reply.code(200).type('application/json; charset=utf-8').send(answer.body);
  }
}
