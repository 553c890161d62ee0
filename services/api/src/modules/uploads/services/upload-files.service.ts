import { Injectable } from '@nestjs/common';
import { COMMON_ERROR_CODES } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { UploadsException } from '../uploads.errors.js';
import { PRIVATE_CACHE_CONTROL, servingHeadersOf } from './serving-headers.js';
import { UploadsService } from './uploads.service.js';

/**
 * Sends an uploaded file: images inline, attachments as downloads, never sniffed by the browser.
 * Public images are cached publicly for a year; every other file is `private, no-store` (a shared
 * cache or the browser's disk never keeps a copy of an attachment), also on the S3 path: the
 * redirect and the bucket's answer (presigned response overrides) say the same.
 */
@Injectable()
export class UploadFilesService {
  constructor(private readonly uploads: UploadsService) {}

  async send(key: string, reply: FastifyReply): Promise<void> {
    const file = await this.uploads.file(key);
    if (!file) throw new UploadsException(COMMON_ERROR_CODES.notFound);
    const headers = servingHeadersOf(file.upload);
    if (file.redirect) {
      // The presigned URL itself expires: only a public image's redirect may be kept a few minutes.
      const cacheControl =
        headers.cacheControl === PRIVATE_CACHE_CONTROL ? PRIVATE_CACHE_CONTROL : 'private, max-age=300';
      await reply.header('cache-control', cacheControl).redirect(file.redirect, 302);
      return;
    }
    await reply
      .header('content-type', headers.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', headers.contentDisposition)
      .header('cache-control', headers.cacheControl)
      .send(file.stream);
  }
}
