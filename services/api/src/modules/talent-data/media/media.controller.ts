import { applyDecorators, Controller, Header, Param } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { MediaService } from './media.service.js';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * An SVG answer: its type, cached for good (the image never changes for a key), not sniffed as
 * anything else, and no script or outside resource runs in it.
 */
function SvgImage(): MethodDecorator {
  // The same decorators, in the order a stack of them written top to bottom applies them.
  return applyDecorators(
    ApiProduces('image/svg+xml'),
    Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'"),
    Header('x-content-type-options', 'nosniff'),
    Header('cache-control', CACHE_FOREVER),
    Header('content-type', 'image/svg+xml; charset=utf-8'),
  );
}

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
  @SvgImage()
  avatar(@Param('file') file: string) {
    return this.media.avatar(file);
  }

  @Endpoint(API.media.post, {
    summary: 'A generated post image: a scene of the niche the key names, derived from the key',
    ok: { description: 'SVG image' },
    errors: [400],
  })
  @SvgImage()
  post(@Param('file') file: string) {
    return this.media.post(file);
  }
}
