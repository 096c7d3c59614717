import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { compiledPlatformEntry } from '../../apps/platform/src/process/compiled-platform';

const ROOT = resolve(import.meta.dirname, '../..');
const DATABASE = 'betfront';
const HEALTH_TIMEOUT_MS = 90_000;

export interface LocalClusterOptions {
  /** The PostgreSQL server's admin database (scripts/with-postgres.sh sets TEST_DATABASE_URL). */
  adminUrl: string;
  processes: number;
  /** Prints each process's log lines with its name in front. */
  showLogs?: boolean;
}

export interface LocalCluster {
  /** The load balancer's address: the one URL of the site. */
  url: string;
  /** Each platform process's own address, for checks that must reach one of them. */
  processUrls: string[];
  adminToken: string;
  /** Waits until the balancer answers /health again (after a burst that kept every process busy). */
  healthy(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function createDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before it was healthy`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** Round-robin over every process, no stickiness, each checked on /health every second; streams stay open. */
function haproxyConfig(port: number, processPorts: readonly number[]): string {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    // A process busy with a burst still answers /health within seconds: only one that stops answering is taken out.
    '  timeout check 5s',
    '  option forwardfor',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend platforms',
    'backend platforms',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    ...processPorts.map(
      (processPort, index) => `  server p${index + 1} 127.0.0.1:${processPort} check inter 1s fall 3 rise 1`,
    ),
    '',
  ].join('\n');
}

function prefixed(child: ChildProcess, name: string) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
}

/** A process that fails says why: its error output is passed on. */
function keepErrors(child: ChildProcess, name: string) {
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
}

/**
 * Several platform processes over one PostgreSQL database behind HAProxy, as an operator runs the site at scale:
 * they share the session secret and the database, and elect among themselves who runs each periodic job.
 */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  const databaseUrl = await createDatabase(options.adminUrl);
  const folder = mkdtempSync(join(tmpdir(), 'betfront-cluster-'));
  const adminToken = randomBytes(24).toString('hex');
  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: adminToken,
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children
        .filter((child) => child.exitCode === null)
        .map((child) => new Promise((done) => child.once('exit', done))),
    );
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const ports = await Promise.all(Array.from({ length: options.processes }, freePort));
    const processUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const [index, port] of ports.entries()) {
      const dataDir = join(folder, `process-${index + 1}`);
      mkdirSync(dataDir);
      const child = spawn(process.execPath, [compiledPlatformEntry(ROOT)], {
        cwd: ROOT,
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      if (options.showLogs) prefixed(child, `p${index + 1}`);
      else keepErrors(child, `p${index + 1}`);
    }
    await Promise.all(processUrls.map((url, index) => waitHealthy(url, children[index] as ChildProcess)));

    const balancerPort = await freePort();
    const configPath = join(folder, 'haproxy.cfg');
    writeFileSync(configPath, haproxyConfig(balancerPort, ports));
    const balancer = spawn('haproxy', ['-f', configPath, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(balancer);
    if (options.showLogs) prefixed(balancer, 'haproxy');
    const url = `http://127.0.0.1:${balancerPort}`;
    await waitHealthy(url, balancer);
    return {
      url,
      processUrls,
      adminToken,
      healthy: () => waitHealthy(url, balancer),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
