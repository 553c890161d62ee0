import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { shapeError } from './api-error-shape.js';
import { loggedUrl } from '../logging/logged-url.js';

/** The one place every error answer is made: `{ statusCode, error, message }` (ApiErrorBody). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { body, headers, unexpected } = shapeError(exception, String(request.id));
    if (unexpected) {
      this.logger.error(
        { reqId: request.id, method: request.method, url: loggedUrl(request.url), err: exception },
        'Unexpected error while answering a request',
      );
    }
    if (reply.sent) return;
    reply.headers(headers).status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
