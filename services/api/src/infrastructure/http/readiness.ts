import { Injectable } from '@nestjs/common';
import { COMMON_ERROR_CODES } from '@tpp/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiException } from './api-exception.js';

/**
 * Whether this process should get traffic: not ready while it boots (migrations, seeds), ready
 * once `createApp` finished, and not ready again from the moment shutdown begins (SIGTERM), so a
 * proxy or orchestrator that reads GET /api/ready stops sending new requests while in-flight ones
 * finish. From shutdown on, every answer carries `Connection: close`, so a proxy does not put the
 * connection back into its keep-alive pool (reusing it would race with the socket's close).
 */
@Injectable()
export class Readiness {
  private state: 'starting' | 'ready' | 'stopping' = 'starting';

  get ready(): boolean {
    return this.state === 'ready';
  }

  get stopping(): boolean {
    return this.state === 'stopping';
  }

  markReady(): void {
    if (this.state === 'starting') this.state = 'ready';
  }

  beginShutdown(): void {
    this.state = 'stopping';
  }

  /** Throws the 503 answer unless ready. */
  check(): { status: 'ready' } {
    if (this.state === 'ready') return { status: 'ready' };
    throw new ApiException(
      503,
      COMMON_ERROR_CODES.unavailable,
      this.state === 'stopping' ? 'This process is shutting down.' : 'This process is starting.',
    );
  }

  /** Adds `Connection: close` to every answer once shutdown began. */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onSend', async (_request, reply) => {
      if (this.state === 'stopping') reply.header('connection', 'close');
    });
  }
}
