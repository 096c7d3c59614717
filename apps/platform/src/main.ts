import { startAdminSocket } from './admin/admin-socket';
import { buildApp } from './app';
import { demoModeNotice } from './config/demo-mode-notice';
import { loadEnv } from './config/env';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open-database';

const SHUTDOWN_GRACE_MS = 10_000;

/** Boot: environment, database, migrations, HTTP server, admin socket; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnv();
  if (env.nodeEnv !== 'production') process.stdout.write(`${demoModeNotice(env)}\n`);
  const db = await openDatabase(env);
  await runMigrations(db);
  const app = await buildApp({ env, db });
  const adminSocket = await startAdminSocket(
    env.dataDir,
    { db, allowTestCommands: env.nodeEnv !== 'production' },
    (error) => app.log.error({ err: error }, 'admin command failed'),
  ).catch((error: unknown) => {
    app.log.warn({ err: error }, 'admin socket unavailable: npm run admin cannot reach this process');
    return null;
  });
  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  process.stdout.write(`betfront is running at http://${env.host}:${port}/\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    adminSocket?.close();
    // Stop taking connections, let pages in progress finish their in-process calls, then close.
    app.server.close();
    app.server.closeIdleConnections();
    await app.inFlight.drained(SHUTDOWN_GRACE_MS);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const reason = isDatabaseUnavailable(error)
    ? `the database did not answer (${message}): check DATABASE_URL and that the server is up`
    : message;
  process.stderr.write(`betfront failed to start: ${reason}\n`);
  process.exit(1);
});
