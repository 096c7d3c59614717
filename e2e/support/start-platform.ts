import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatformProcess } from '../../apps/platform/src/process/platform-process';
import { TEST_ADMIN_TOKEN } from '../../apps/platform/src/testing/test-secrets';

export interface RunningPlatform {
  url: string;
  /** The operating system's id of the platform's process. */
  pid: number;
  adminToken: string;
  /** The platform's data folder: the admin command reaches the running platform through it. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the compiled platform (`npm run build`) with a fresh temporary database and the live simulator, as a user
 * would with `npm start`.
 */
export async function startPlatform(
  extraEnv: Record<string, string> = {},
  /** Another checkout's compiled platform (a bench's "before"); this repository's by default. */
  root?: string,
): Promise<RunningPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'betfront-e2e-'));
  const platform = await startPlatformProcess(
    { DATA_DIR: dataDir },
    {
      code: 'compiled',
      ...(root ? { root } : {}),
      // A fresh database is migrated and seeded first: on a busy machine that takes a while.
      startTimeoutMs: 180_000,
      env: {
        SIMULATOR: process.env.SIMULATOR ?? 'on',
        // The browser stands in for the proxy: it states the visitor's address and country in its headers.
        TRUST_PROXY: 'loopback',
        ...extraEnv,
      },
    },
  );
  return {
    url: platform.url,
    pid: platform.pid,
    adminToken: TEST_ADMIN_TOKEN,
    dataDir,
    async stop() {
      await platform.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
