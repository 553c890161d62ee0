import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { InfluencerLikeDto, LikesQueryDto, PageQueryDto } from '../dto/sheet-requests.dto.js';
import { FavoritesResponseDto, InfluencerLikesResponseDto } from '../dto/sheet-responses.dto.js';
import { LikesService } from '../services/likes.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** Likes (brand hearts and team favorites) and the favorites page, scoped to the caller's team. */
@ApiTags('sheets')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Endpoint(API.likes.list, {
    summary: "The team's likes, newest first (filters: salesheet_id, influencer_id)",
    ok: InfluencerLikesResponseDto,
  })
  list(@Query() query: LikesQueryDto, @CurrentTeam() team: TeamScope) {
    return this.likes.list(team, query);
  }

  @Endpoint(API.likes.add, {
    summary: "Likes a creator of the team's roster for the signed-in user (optionally on a sheet)",
    ok: SuccessDto,
    errors: [404],
  })
  add(@Body() body: InfluencerLikeDto, @CurrentTeam() team: TeamScope) {
    return this.likes.add(team, body);
  }

  @Endpoint(API.likes.remove, {
    summary: "Removes the signed-in user's like (query parameters as for POST)",
    ok: SuccessDto,
    errors: [404],
  })
  remove(@Query() query: InfluencerLikeDto, @CurrentTeam() team: TeamScope) {
    return this.likes.remove(team, query);
  }

  @Endpoint(API.likes.favorites, {
    summary: 'Creators liked on the team (brand or team likes), newest like first, 50 per page',
    ok: FavoritesResponseDto,
  })
  favorites(@Query() query: PageQueryDto, @CurrentTeam() team: TeamScope) {
    return this.likes.favorites(team, query);
  }
}
