import { Controller, Header, Param } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { MediaService } from './media.service.js';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Generated portraits and post images (SVG, no network, deterministic per key, cached for good). */
@ApiTags('media')
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Endpoint(API.media.avatar, {
    summary: 'A generated illustrated portrait (DiceBear notionists) seeded by the key',
    ok: { description: 'SVG image' },
    errors: [400],
  })
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', CACHE_FOREVER)
  @Header('x-content-type-options', 'nosniff')
  @Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiProduces('image/svg+xml')
  avatar(@Param('file') file: string): string {
    return this.media.avatar(file);
  }

  @Endpoint(API.media.post, {
    summary: 'A generated post image: a scene of the niche the key names, derived from the key',
    ok: { description: 'SVG image' },
    errors: [400],
  })
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', CACHE_FOREVER)
  @Header('x-content-type-options', 'nosniff')
  @Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiProduces('image/svg+xml')
  post(@Param('file') file: string): string {
    return this.media.post(file);
  }
}
