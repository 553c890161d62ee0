import { Injectable } from '@nestjs/common';
import { COMMON_ERROR_CODES } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import { UploadsException } from '../uploads.errors.js';
import { UploadsService } from './uploads.service.js';

/** Sends an uploaded file: images inline, attachments as downloads, never sniffed by the browser. */
@Injectable()
export class UploadFilesService {
  constructor(private readonly uploads: UploadsService) {}

  async send(key: string, reply: FastifyReply): Promise<void> {
    const file = await this.uploads.file(key);
    if (!file) throw new UploadsException(COMMON_ERROR_CODES.notFound);
    if (file.redirect) {
      await reply.header('cache-control', 'private, max-age=300').redirect(file.redirect, 302);
      return;
    }
    const { upload } = file;
    const disposition = upload.kind === 'image' ? 'inline' : 'attachment';
    await reply
      .header('content-type', upload.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.filename)}`,
      )
      .header(
        'cache-control',
        upload.used_at ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
      )
      .send(file.stream);
  }
}
