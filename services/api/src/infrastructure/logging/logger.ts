import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../../config/app-config.js';

/** Structured JSON logs; human-readable lines when a person watches the terminal. */
export async function createLogger(level: LogLevel, pretty = Boolean(process.stdout.isTTY)): Promise<Logger> {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (pretty) {
    try {
      const { default: prettyStream } = await import('pino-pretty');
      return pino(
        options,
        prettyStream({
          colorize: true,
          sync: true,
          ignore: 'context',
          messageFormat: '{if context}[{context}] {end}{msg}',
        }),
      );
    } catch {
      // pino-pretty is a development dependency; production images log JSON.
    }
  }
  return pino(options);
}

/** Nest's per-module and per-route start-up lines: useful when debugging, noise otherwise. */
const STARTUP_DETAIL_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Routes Nest's own log calls into pino, keeping the context as a field. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write(context && STARTUP_DETAIL_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string): void {
    const trace = context === undefined ? undefined : traceOrContext;
    this.write('error', message, context ?? traceOrContext, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
    trace?: string,
  ): void {
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (trace) fields.stack = trace;
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
