import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledPlatformEntry } from './compiled-platform';
import { TEST_ADMIN_TOKEN, TEST_SESSION_SECRET } from '../testing/test-secrets';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTED = /betfront is running at (http:\/\/\S+?)\/?$/m;
const START_MS = 60_000;

export interface PlatformProcess {
  url: string;
  /** The operating system's id of the process, to read its memory. */
  pid: number;
  /** Ends the process with the signal (SIGKILL: at once, as a crash does) and waits for it to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Where the process keeps its data: a PostgreSQL database, or the embedded one in a folder. */
export type PlatformStorage = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * Which code the process runs: the TypeScript sources (no build needed: the unit suite's crash and cluster tests),
 * or the platform `npm run build` compiled (what `npm start` runs: the browser tests and the benches).
 */
export type PlatformCode = 'source' | 'compiled';

export interface PlatformProcessOptions {
  code?: PlatformCode;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** The checkout whose code runs (another one compiled, to compare with); this repository by default. */
  root?: string;
}

function commandFor(code: PlatformCode, checkout: string): string[] {
  return code === 'compiled' ? [compiledPlatformEntry(checkout)] : ['--import', 'tsx', 'apps/platform/src/main.ts'];
}

/**
 * The platform as an operating system process of its own over the storage, on a port the system picks (no race for
 * a free one), with the test session secret and admin token; no live simulator unless `env` turns it on. It is
 * ready when it prints its address; what it logs after that is passed on.
 */
export async function startPlatformProcess(
  storage: PlatformStorage,
  { code = 'source', env = {}, startTimeoutMs = START_MS, root: checkout = root }: PlatformProcessOptions = {},
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, commandFor(code, checkout), {
    cwd: checkout,
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
  // Never leave a platform behind, whatever ends this process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let printed = '';
      const timer = setTimeout(() => reject(new Error('the platform did not start in time')), startTimeoutMs);
      const onExit = (exitCode: number | null) => {
        clearTimeout(timer);
        reject(new Error(`the platform exited with code ${exitCode} before it started`));
      };
      const onData = (chunk: Buffer) => {
        printed += chunk.toString();
        const started = STARTED.exec(printed);
        if (!started?.[1]) return;
        clearTimeout(timer);
        child.off('exit', onExit);
        child.stdout.off('data', onData);
        // Read on, or a full pipe would stall the process at its next log line.
        child.stdout.pipe(process.stdout);
        resolve(started[1]);
      };
      child.stdout.on('data', onData);
      child.once('exit', onExit);
    });
    return {
      url,
      pid: child.pid ?? 0,
      async stop(signal) {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill(signal);
        await exited;
      },
    };
  } catch (error) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    throw error;
  }
}
