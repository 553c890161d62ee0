import { Injectable } from '@nestjs/common';
import { TALENT_ERROR_CODES } from '@tpp/contracts';
import { TalentException } from '../../talent/talent.errors.js';
import { MEDIA_KEY_PATTERN } from './media-urls.js';
import { avatarSvg, postSvg } from './svg.js';

const FILE_PATTERN = /^([a-z0-9-]{1,64})\.svg$/;

function keyOf(file: string): string {
  const key = FILE_PATTERN.exec(file)?.[1];
  if (!key || !MEDIA_KEY_PATTERN.test(key))
    throw new TalentException(TALENT_ERROR_CODES.invalidMediaKey, {
      fields: { key: ['must match [a-z0-9-]{1,64} followed by .svg'] },
    });
  return key;
}

/** Generated portraits and post images (SVG, no network, deterministic per key). */
@Injectable()
export class MediaService {
  avatar(file: string): string {
    return avatarSvg(keyOf(file));
  }

  post(file: string): string {
    return postSvg(keyOf(file));
  }
}
