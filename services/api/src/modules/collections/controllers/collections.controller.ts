import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  AlterCollectionTitleDto,
  CollectionIdDto,
  CollectionIdParam,
  CollectionsQueryDto,
  SaveCollectionDto,
} from '../dto/collection-requests.dto.js';
import {
  AlterCollectionTitleResponseDto,
  CollectionResponseDto,
  CollectionsResponseDto,
  SaveCollectionResponseDto,
} from '../dto/collection-responses.dto.js';
import { CollectionsService } from '../services/collections.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/**
 * The signed-in team's collections. Every call is scoped to the caller's team: another team's
 * collection answers 404 exactly like a missing one.
 */
@ApiTags('collections')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Endpoint(API.collections.list, {
    summary:
      "The team's collections, newest updated first, pages of 25|50, title filter from 3 characters, first 3 sheets each",
    ok: CollectionsResponseDto,
  })
  list(@Query() query: CollectionsQueryDto, @CurrentTeam() team: TeamScope) {
    return this.collections.list(team, query);
  }

  @Endpoint(API.collections.get, {
    summary: 'One collection with its sheets in order (public title, creators, cover photo)',
    ok: CollectionResponseDto,
    errors: [404],
  })
  get(@Param() { id }: CollectionIdParam, @CurrentTeam() team: TeamScope) {
    return this.collections.get(team, id);
  }

  @Endpoint(API.collections.save, {
    summary: 'Creates (no collection_id) or saves a collection',
    description:
      'New: `title` and `salesheet_ids` (may be empty). Existing (our design; the spec does not show it): ' +
      '`collection_id`, `title`, the ordered `salesheet_ids`, `public_titles` (sheet id -> public title, ' +
      'written to the sheets; blank ones are not saved) and `version`, the version the edit was based on. ' +
      'An existing collection needs a title, at least one sheet and a public title on every included sheet ' +
      '(400 COLLECTION_INVALID); a stale version answers 409 COLLECTION_CHANGED. Sheets must be talent sheets ' +
      'of the caller’s team (400 naming salesheet_ids).',
    ok: SaveCollectionResponseDto,
    errors: [404, 409],
  })
  save(@Body() body: SaveCollectionDto, @CurrentTeam() team: TeamScope) {
    return this.collections.save(team, body);
  }

  @Endpoint(API.collections.alterTitle, {
    summary: 'Renames a collection',
    description:
      'Our design (the spec does not show it): `collection_id`, `title` and optionally `version` (a stale one answers 409 COLLECTION_CHANGED).',
    ok: AlterCollectionTitleResponseDto,
    errors: [404, 409],
  })
  alterTitle(@Body() body: AlterCollectionTitleDto, @CurrentTeam() team: TeamScope) {
    return this.collections.alterTitle(team, body);
  }

  @Endpoint(API.collections.delete, {
    summary: 'Deletes a collection (its sheets stay)',
    ok: SuccessDto,
    errors: [404],
  })
  remove(@Body() body: CollectionIdDto, @CurrentTeam() team: TeamScope) {
    return this.collections.remove(team, body.collection_id);
  }
}
