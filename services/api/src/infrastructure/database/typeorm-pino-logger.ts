import type { Logger as PinoLogger } from 'pino';
import type { Logger } from 'typeorm';

/** TypeORM's log lines through pino. Failed queries are debug: the caller decides whether they matter. */
export class TypeOrmPinoLogger implements Logger {
  private readonly logger: PinoLogger;

  constructor(logger: PinoLogger) {
    this.logger = logger.child({ context: 'TypeORM' });
  }

  logQuery(query: string): void {
    this.logger.trace({ query }, 'query');
  }
  logQueryError(error: string | Error, query: string): void {
    this.logger.debug({ query, err: error }, 'query failed');
  }
  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ query, ms: time }, 'slow query');
  }
  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }
  logMigration(message: string): void {
    this.logger.info(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
