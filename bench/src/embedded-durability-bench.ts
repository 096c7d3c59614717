import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../apps/platform/src/app';
import {
  couponBody,
  createBettor,
  createFootballGame,
  placeCoupon,
  readGame,
} from '../../apps/platform/src/betting/betting-test-helpers';
import { durablePgliteOptions } from '../../apps/platform/src/db/durable-node-fs';
import { runMigrations } from '../../apps/platform/src/db/migrations';
import { pgliteDatabase } from '../../apps/platform/src/db/pglite-database';
import { emptyClusterTemplate } from '../../apps/platform/src/db/pglite-template';
import { seedCatalogue } from '../../apps/platform/src/sportsbook/catalogue/seed-catalogue';
import { testEnv } from '../../apps/platform/src/testing/test-app';

const PLACEMENTS = 100;

/** PGlite as it comes (fsync off), and as the platform opens it (every commit synced to disk). */
const MODES = {
  'fsync off': () => ({}),
  durable: (dir: string) =>
    durablePgliteOptions(dir, (error) => {
      throw error;
    }),
} as const;

async function measure(mode: keyof typeof MODES) {
  const folder = mkdtempSync(join(tmpdir(), 'betfront-durability-bench-'));
  const dir = join(folder, 'pglite');
  try {
    let started = performance.now();
    const first = await PGlite.create(dir, { ...MODES[mode](dir), loadDataDir: await emptyClusterTemplate() });
    await runMigrations(pgliteDatabase(first));
    const firstStartMs = performance.now() - started;
    await first.close();

    started = performance.now();
    const pglite = await PGlite.create(dir, MODES[mode](dir));
    const restartMs = performance.now() - started;
    const db = pgliteDatabase(pglite);
    const app = await buildApp({ env: testEnv(), db });
    await app.ready();
    await seedCatalogue(db);
    const gameId = await createFootballGame(db);
    const { cookie } = await createBettor(db, { balance: '100000' });
    const selection = (await readGame(app, gameId)).markets.flatMap((market) => market.selections)[0];
    if (!selection) throw new Error('The game offers no selection');
    const body = await couponBody(app, [selection.id]);
    started = performance.now();
    for (let n = 0; n < PLACEMENTS; n += 1) {
      const answer = await placeCoupon(app, cookie, { ...body, requestId: `bench-${n}-${Date.now()}` });
      if (answer.statusCode !== 200) throw new Error(`placement answered ${answer.statusCode}: ${answer.body}`);
    }
    const perSecond = (PLACEMENTS * 1000) / (performance.now() - started);
    await app.close();
    await db.close();
    return { firstStartMs, restartMs, perSecond };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** First start (a new database, migrated), restart, and placements one after another, with and without fsync. */
export async function runEmbeddedDurabilityBench(): Promise<void> {
  for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
    const { firstStartMs, restartMs, perSecond } = await measure(mode);
    console.log(
      `embedded database, ${mode}: first start ${(firstStartMs / 1000).toFixed(1)} s, restart ` +
        `${(restartMs / 1000).toFixed(1)} s, ${perSecond.toFixed(0)} placements/s one after another`,
    );
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runEmbeddedDurabilityBench();
}
