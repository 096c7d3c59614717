import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledPlatformEntry } from '../../scripts/compiled-platform';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningPlatform {
  url: string;
  adminToken: string;
  /** The platform's data folder: the admin command reaches the running platform through it. */
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the platform did not become healthy in time');
}

/**
 * Starts the compiled platform (`npm run build`) on a free port with a fresh temporary database, as a user would
 * with `npm start`.
 */
export async function startPlatform(extraEnv: Record<string, string> = {}): Promise<RunningPlatform> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'betfront-e2e-'));
  const adminToken = 'e2e-admin-token-for-browser-tests';
  const child = spawn(process.execPath, [compiledPlatformEntry(root)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The browser stands in for the proxy: it states the visitor's address and country in its headers.
      TRUST_PROXY: 'loopback',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never leave a platform behind, whatever ends this process.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, Date.now() + 60_000);
  return {
    url,
    adminToken,
    dataDir,
    async stop() {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
