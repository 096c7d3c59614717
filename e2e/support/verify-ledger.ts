import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RunningPlatform } from './start-platform';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the operator's `npm run admin -- ledger verify` against the running platform: after every browser test,
 * each balance must still be explained by its journal entries.
 */
export async function verifyLedgerOf(platform: RunningPlatform): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/platform/src/admin/cli.ts', 'ledger', 'verify'],
    { cwd: root, env: { ...process.env, DATA_DIR: platform.dataDir, LOG_LEVEL: 'warn' } },
  ).catch((error: unknown) => {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`ledger verify failed after the browser tests:\n${failure.stderr ?? ''}${failure.stdout ?? ''}`);
  });
  const report = JSON.parse(stdout) as { accounts: number; entries: number };
  process.stdout.write(`ledger verify: ${report.accounts} accounts, ${report.entries} entries, no difference\n`);
}
