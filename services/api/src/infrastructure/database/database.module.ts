import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { MIGRATIONS } from './migrations/index.js';
import { TypeOrmPinoLogger } from './typeorm-pino-logger.js';

/** TypeORM over PostgreSQL; entities come from the feature modules (autoLoadEntities). */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          uuidExtension: 'pgcrypto',
          installExtensions: false,
          logger: new TypeOrmPinoLogger(logger),
          logging: ['error', 'warn', 'migration'],
          maxQueryExecutionTime: 1000,
          retryAttempts: 0,
          extra: { max: 10, connectionTimeoutMillis: 10_000 },
        }),
      ],
    };
  }
}
