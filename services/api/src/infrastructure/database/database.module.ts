import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { TypeOrmPinoLogger } from './typeorm-pino-logger.js';

/** The advisory lock that lets one process at a time run the migrations. */
const MIGRATION_LOCK_KEY = 727_274_100;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock, so API processes that
 * start together on one database migrate one after the other: the first runs them, the others
 * wait and then find nothing pending (TypeORM itself takes no lock).
 */
async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * TypeORM over PostgreSQL; entities come from the feature modules (autoLoadEntities). The
 * migrations run at start, before the application is ready (one process at a time).
 */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres',
            url: databaseUrl,
            autoLoadEntities: true,
            synchronize: false,
            migrations: MIGRATIONS,
            migrationsRun: false,
            migrationsTransactionMode: 'each',
            uuidExtension: 'pgcrypto',
            installExtensions: false,
            logger: new TypeOrmPinoLogger(logger),
            logging: ['error', 'warn', 'migration'],
            maxQueryExecutionTime: 1000,
            retryAttempts: 0,
            extra: { max: 10, connectionTimeoutMillis: 10_000 },
          }),
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await migrate(dataSource);
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
