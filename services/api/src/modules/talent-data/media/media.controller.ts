import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { ApiErrors } from '../../../infrastructure/http/openapi.js';
import { MEDIA_KEY_PATTERN } from './media-urls.js';
import { avatarSvg, postSvg } from './svg.js';

const FILE_PATTERN = /^([a-z0-9-]{1,64})\.svg$/;
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function keyOf(file: string): string {
  const key = FILE_PATTERN.exec(file)?.[1];
  if (!key || !MEDIA_KEY_PATTERN.test(key)) {
    throw ApiException.badRequest(
      'The media key must be 1 to 64 lower-case letters, digits or dashes, ending in .svg.',
      {
        key: ['must match [a-z0-9-]{1,64} followed by .svg'],
      },
    );
  }
  return key;
}

/** Generated portraits and post images (SVG, no network, deterministic per key, cached for good). */
@ApiTags('media')
@Controller('api/media')
export class MediaController {
  @Get('avatars/:file')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', CACHE_FOREVER)
  @Header('x-content-type-options', 'nosniff')
  @Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOperation({ summary: 'A generated portrait: initials on a gradient derived from the key' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG image' })
  @ApiErrors(400)
  avatar(@Param('file') file: string): string {
    return avatarSvg(keyOf(file));
  }

  @Get('posts/:file')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', CACHE_FOREVER)
  @Header('x-content-type-options', 'nosniff')
  @Header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOperation({ summary: 'A generated abstract post image derived from the key' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG image' })
  @ApiErrors(400)
  post(@Param('file') file: string): string {
    return postSvg(keyOf(file));
  }
}
