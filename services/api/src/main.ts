import 'reflect-metadata';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import {
  startEmbeddedDatabase,
  type EmbeddedPostgresServer,
} from './infrastructure/database/embedded-postgres.js';
import { createLogger } from './infrastructure/logging/logger.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix the environment variables above and start again.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger: Logger = await createLogger(config.logLevel);
  // Loading Nest and the modules overlaps with starting PostgreSQL.
  const appFactory = import('./app.factory.js');
  let embedded: EmbeddedPostgresServer | null = null;
  let closing: Promise<void> | null = null;
  let app: Awaited<ReturnType<Awaited<typeof appFactory>['createApp']>> | null = null;

  const shutdown = (signal: string) => {
    if (closing) {
      logger.warn(`Received ${signal} again: exiting at once`);
      process.exit(1);
    }
    logger.info(`Received ${signal}: shutting down`);
    const shutdownStarted = performance.now();
    closing = (async () => {
      if (app) {
        // Not ready from now on (GET /api/ready answers 503, answers carry Connection: close).
        // Fastify first: stop accepting connections, close idle keep-alive sockets and let the
        // requests in flight finish while the job queue and the database are still there (Nest's
        // close stops the modules before it closes the HTTP server).
        app.get((await appFactory).Readiness).beginShutdown();
        await app
          .getHttpAdapter()
          .getInstance()
          .close()
          .catch((error: unknown) => logger.error({ err: error }, 'Closing the HTTP server failed'));
        logger.info(
          { ms: Math.round(performance.now() - shutdownStarted) },
          'HTTP server closed: the requests in flight are answered',
        );
      }
      await app
        ?.close()
        .catch((error: unknown) => logger.error({ err: error }, 'Closing the application failed'));
      await embedded
        ?.stop()
        .catch((error: unknown) => logger.error({ err: error }, 'Stopping PostgreSQL failed'));
      logger.info({ shutdownMs: Math.round(performance.now() - shutdownStarted) }, 'Stopped');
      logger.flush();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      ({ embedded, databaseUrl } = await startEmbeddedDatabase(config, logger));
      logger.info(`Embedded PostgreSQL on port ${config.embeddedPgPort}, data in ${config.dataDir}`);
    }
    const { createApp } = await appFactory;
    app = await createApp({ config, databaseUrl, logger });
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      { startupMs: Math.round(process.uptime() * 1000) },
      `Listening on http://localhost:${config.port}`,
    );
    if (config.seedDemo) logger.info('Demo sign-in: demo.admin@northstar.example / demo-pass-2026');
  } catch (error) {
    logger.fatal({ err: error }, `The API could not start: ${(error as Error).message}`);
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    logger.flush();
    process.exit(1);
  }
}

void main();
