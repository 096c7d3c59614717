import { resolve } from 'node:path';
import { loadEnv } from '../config/env';
import { restoreBackup } from '../db/embedded-backup';
import { openDatabase } from '../db/open-database';
import { runMigrations } from '../db/migrations';
import { answerCommand, isPlatformRunning, sendToRunningPlatform } from './admin-socket';
import type { SocketAnswer } from './admin-socket';
import { CLI_USAGE } from './cli-arguments';
import { errorBody } from '../http/http-error';

const refusal = (code: string, message: string): SocketAnswer => ({ ok: false, ...errorBody(code, message) });

async function answerDirectly(argv: readonly string[]): Promise<SocketAnswer> {
  const env = loadEnv();
  const db = await openDatabase(env);
  try {
    await runMigrations(db);
    return await answerCommand({ db, allowTestCommands: env.nodeEnv !== 'production' }, argv);
  } finally {
    await db.close();
  }
}

/**
 * `restore <file>` replaces the database files themselves, so it runs here and only while no platform has them
 * open; every other command is an action, run by the platform when one is running.
 */
async function restore(argv: readonly string[]): Promise<SocketAnswer> {
  const env = loadEnv();
  const [, file, ...rest] = argv;
  if (file === undefined || rest.length > 0) return refusal('usage', 'Usage: restore <file>');
  if (env.databaseUrl) {
    return refusal('restore_unavailable', 'The platform runs on a PostgreSQL server: restore it with pg_restore');
  }
  if (await isPlatformRunning(env.dataDir)) {
    return refusal('platform_running', 'Stop the platform first: its database is open while it runs');
  }
  return { ok: true, result: await restoreBackup(env.dataDir, resolve(file)) };
}

/** `npm run admin -- <command>`: talks to the running platform when there is one, else opens the database itself. */
async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    process.stdout.write(`${CLI_USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const answer =
    argv[0] === 'restore'
      ? await restore(argv)
      : ((await sendToRunningPlatform(loadEnv().dataDir, argv)) ?? (await answerDirectly(argv)));
  if (answer.ok) {
    process.stdout.write(`${JSON.stringify(answer.result, null, 2)}\n`);
    return 0;
  }
  const details = (answer.error.issues ?? [])
    .map((issue) => `\n  ${issue.path || '(input)'}: ${issue.message}`)
    .join('');
  process.stderr.write(`error: ${answer.error.message}${details}\n`);
  return answer.error.code === 'usage' ? 2 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
