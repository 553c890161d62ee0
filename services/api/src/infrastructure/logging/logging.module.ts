import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';

export const LOGGER = Symbol('LOGGER');

/** Injects the application's pino logger: `@InjectLogger() logger: Logger`. */
export const InjectLogger = (): ParameterDecorator => Inject(LOGGER);

@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: LoggingModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
