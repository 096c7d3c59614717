import { loadEnv } from '../config/env';
import { openDatabase } from '../db/open-database';
import { runMigrations } from '../db/migrations';
import { answerCommand, sendToRunningPlatform } from './admin-socket';
import type { SocketAnswer } from './admin-socket';
import { CLI_USAGE } from './cli-arguments';

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

/** `npm run admin -- <command>`: talks to the running platform when there is one, else opens the database itself. */
async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    process.stdout.write(`${CLI_USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const answer = (await sendToRunningPlatform(loadEnv().dataDir, argv)) ?? (await answerDirectly(argv));
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
