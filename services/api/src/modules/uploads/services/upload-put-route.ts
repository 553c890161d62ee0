import type { FastifyInstance } from 'fastify';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { LOCAL_UPLOAD_PATH, type UploadsService } from './uploads.service.js';

/**
 * The PUT that receives a local upload's bytes (the URL GET /api/media-upload answers when
 * storage is local). A plain Fastify route in its own scope: the body is streamed to disk as it
 * is, whatever its content type, and no other route gets that parser. It lies outside /api
 * because its signature, not a session, authorises it (like an S3 presigned URL).
 */
export async function registerUploadPutRoute(
  fastify: FastifyInstance,
  uploads: UploadsService,
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
      LOCAL_UPLOAD_PATH,
      async (request, reply) => {
        try {
          await uploads.receive(
            request.params.key,
            {
              expires: request.query.expires,
              signature: request.query.signature,
              contentType: request.headers['content-type'],
            },
            request.raw,
          );
          return await reply.code(200).send({ success: true });
        } catch (error) {
          if (!(error instanceof ApiException)) throw error;
          request.raw.resume();
          return reply.code(error.getStatus()).send(error.getResponse());
        }
      },
    );
  });
}
