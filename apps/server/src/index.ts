/** Process entry: load settings, open storage, serve, and stop cleanly on SIGTERM (docs/decisions/0016-one-process-settings-from-environment.md). */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { migrate, openDb } from './db/client.js';
import { buildApp } from './app.js';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: AppConfig;
try {
  config = loadConfig(process.env);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const db = await openDb({ databaseUrl: config.databaseUrl, sqliteFile: path.resolve(config.dataDir, 'showcaller.sqlite') });
try {
  await migrate(db);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
const app = await buildApp({ config, db });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: no new connections, closing sockets');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
// A show must not stop because one background task failed: log it and keep serving.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
process.on('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ storage: db.engine, url: config.publicUrl }, 'ShowCaller is running');
} catch (e) {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
