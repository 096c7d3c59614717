import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_TOKEN, TEST_SESSION_SECRET } from '../testing/test-app';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTED = /betfront is running at (http:\/\/\S+?)\/?$/m;
const START_MS = 60_000;

export interface PlatformProcess {
  url: string;
  /** Ends the process with the signal (SIGKILL: at once, as a crash does) and waits for it to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Where the process keeps its data: a PostgreSQL database, or the embedded one in a folder. */
export type PlatformStorage = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * The platform as an operating system process of its own over the storage, on a port the system picks, with the test
 * session secret and admin token; no live simulator unless `env` turns it on.
 */
export async function startPlatformProcess(
  storage: PlatformStorage,
  { env = {}, startTimeoutMs = START_MS }: { env?: Record<string, string>; startTimeoutMs?: number } = {},
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...storage,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SIMULATOR: 'off',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => reject(new Error('the platform did not start in time')), startTimeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const started = STARTED.exec(printed);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the platform exited with code ${code} before it started`));
    });
  });
  return {
    url,
    async stop(signal) {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
