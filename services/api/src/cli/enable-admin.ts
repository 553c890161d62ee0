import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { openCliDatabase } from './cli-database.js';
import {
  describeResult,
  enableAdmin,
  ENABLE_ADMIN_USAGE,
  EnableAdminArgsError,
  parseEnableAdminArgs,
} from './enable-admin-command.js';

/**
 * `enable-admin <email>`: re-enables a disabled platform admin (recovery). See
 * enable-admin-command.ts and services/api/README.md ("Recovering a platform admin").
 */
async function main(): Promise<number> {
  let args;
  try {
    args = parseEnableAdminArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof EnableAdminArgsError) {
      console.error(`${error.message}\n\n${ENABLE_ADMIN_USAGE}`);
      return 1;
    }
    throw error;
  }
  if (args.help) {
    console.log(ENABLE_ADMIN_USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openCliDatabase(config, pino({ level: 'warn' }));
  } catch (error) {
    console.error(`Could not reach the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    const { message, exitCode } = describeResult(args.email, await enableAdmin(database.client, args.email));
    (exitCode === 0 ? console.log : console.error)(message);
    return exitCode;
  } catch (error) {
    console.error(
      `enable-admin failed on ${database.description}: ${(error as Error).message} (is the database migrated? start the API once)`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

void main().then((code) => process.exit(code));
