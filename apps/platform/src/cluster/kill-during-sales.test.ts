import { cashOutSaleAnswerSchema } from '@betfront/contract/cash-out';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { balanceOf, createBettor, createLiveFootballGame } from '../betting/betting-test-helpers';
import { homeWin, placeOn, quoteOf } from '../cash-out/cash-out-test-helpers';
import { fromCents, toCents } from '../cash-out/cents';
import type { Database } from '../db/database';
import { createServerTestCluster } from '../db/server-test-database';
import { seedCatalogue } from '../sportsbook/catalogue/seed-catalogue';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { requiredTestDatabaseUrl } from '../testing/postgres-url';
import { testEnv, XHR } from '../testing/test-app';
import { startPlatformProcess, type PlatformProcess } from '../process/platform-process';

/**
 * A platform process killed with SIGKILL in the middle of a burst of sales, then started again over the same
 * PostgreSQL database: a sale it acknowledged is recorded and credited once, a sale it did not acknowledge was
 * either made whole or not at all, and sending every request again sells nothing twice.
 */
const COUPONS = 40;
const IN_FLIGHT = 6;
const KILL_AFTER_ACKS = 10;

interface SaleRequest {
  couponId: number;
  body: { requestId: string; quoteId: string; changeCoefAction: number; stakePart?: string };
}

interface Acknowledged {
  couponId: number;
  saleId: number;
  amount: string;
}

let cluster: Awaited<ReturnType<typeof createServerTestCluster>>;
let db: Database;
let app: FastifyInstance;
let platform: PlatformProcess | null = null;

beforeAll(async () => {
  cluster = await createServerTestCluster(requiredTestDatabaseUrl(), 1);
  db = cluster.processes[0] as Database;
  await seedCatalogue(db);
  // Quotes outlive the restart, so a request the killed process never answered can be sent again after it.
  await db.query('update cash_out_settings set quote_seconds = 120');
  app = await buildApp({ env: testEnv(), db });
});

afterAll(async () => {
  await platform?.stop('SIGKILL');
  await app.close();
  await cluster.drop();
});

function postSale(url: string, cookie: string, request: SaleRequest): Promise<Response> {
  return fetch(`${url}/web-api/cash-out/${request.couponId}/sales`, {
    method: 'POST',
    headers: { ...XHR, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
}

/**
 * Sends the sales, a few at a time, to the process and kills it once it has acknowledged `KILL_AFTER_ACKS` of
 * them; answers the sales it acknowledged and how many requests were left without an answer.
 */
async function burstUntilKilled(running: PlatformProcess, cookie: string, requests: readonly SaleRequest[]) {
  const acknowledged: Acknowledged[] = [];
  let unanswered = 0;
  let next = 0;
  let killing: Promise<void> = Promise.resolve();
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next] as SaleRequest;
      next += 1;
      try {
        const response = await postSale(running.url, cookie, request);
        const answer = cashOutSaleAnswerSchema.parse(await response.json());
        acknowledged.push({ couponId: request.couponId, saleId: answer.sale.id, amount: answer.sale.amount });
        if (acknowledged.length === KILL_AFTER_ACKS) killing = running.stop('SIGKILL');
      } catch {
        unanswered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killing;
  return { acknowledged, unanswered };
}

async function creditsOf(saleId: number) {
  return db.query<{ amount: string }>(
    `select p.amount::text as amount from ledger_entries e join ledger_postings p on p.entry_id = e.id
     where e.kind = 'cash_out' and e.reference = $1 and p.account_id is not null`,
    [`cashout:${saleId}`],
  );
}

describe('a platform process killed during a burst of sales', () => {
  it('loses no acknowledged sale and pays none twice', { timeout: 180_000 }, async () => {
    const { userId, cookie } = await createBettor(db, { balance: '5000' });
    const before = await takeMoneySnapshot(db);
    const gameId = await createLiveFootballGame(db, { home: 0, away: 0 });
    const requests: SaleRequest[] = [];
    for (let i = 0; i < COUPONS; i += 1) {
      const coupon = await placeOn(app, cookie, [homeWin(gameId)], { amount: '100' });
      const { quoteId } = await quoteOf(app, cookie, coupon.id);
      const part = i % 2 === 0 ? {} : { stakePart: '40' };
      requests.push({ couponId: coupon.id, body: { requestId: randomUUID(), quoteId, changeCoefAction: 1, ...part } });
    }

    platform = await startPlatformProcess({ DATABASE_URL: cluster.url });
    const { acknowledged, unanswered } = await burstUntilKilled(platform, cookie, requests);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unanswered, 'requests cut off by the kill').toBeGreaterThan(0);

    // Every sale the killed process acknowledged is recorded once and credited once, with the amount it answered.
    for (const sale of acknowledged) {
      const recorded = await db.query<{ amount: string }>(
        'select amount::text as amount from cash_out_sales where id = $1 and coupon_id = $2',
        [sale.saleId, sale.couponId],
      );
      expect(recorded).toEqual([{ amount: sale.amount }]);
      expect(await creditsOf(sale.saleId)).toEqual([{ amount: sale.amount }]);
    }

    // Started again, the platform answers every request sent again: an acknowledged one with its own sale.
    platform = await startPlatformProcess({ DATABASE_URL: cluster.url });
    for (const request of requests) {
      const response = await postSale(platform.url, cookie, request);
      expect(response.status, `coupon ${request.couponId}`).toBe(200);
      const { sale } = cashOutSaleAnswerSchema.parse(await response.json());
      const earlier = acknowledged.find((ack) => ack.couponId === request.couponId);
      if (earlier) expect(sale).toMatchObject({ id: earlier.saleId, amount: earlier.amount });
    }
    await platform.stop('SIGTERM');
    platform = null;

    // One sale per coupon, one credit per sale, and the balance moved by exactly those credits.
    const sales = await db.query<{ id: string; couponId: string; amount: string }>(
      `select id, coupon_id as "couponId", amount::text as amount from cash_out_sales where user_id = $1`,
      [userId],
    );
    expect(new Set(sales.map((sale) => sale.couponId)).size).toBe(COUPONS);
    expect(sales).toHaveLength(COUPONS);
    let credited = 0n;
    for (const sale of sales) {
      expect(await creditsOf(Number(sale.id))).toEqual([{ amount: sale.amount }]);
      credited += toCents(sale.amount);
    }
    expect(await balanceOf(db, userId)).toBe(fromCents(500_000n - BigInt(COUPONS) * 10_000n + credited));
    await expectMoneyConsistent(db, before);
  });
});
