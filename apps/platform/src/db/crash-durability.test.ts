import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import { depositAnswerSchema } from '@betfront/contract/payments';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformProcess } from '../process/platform-process';
import type { PlatformProcess, PlatformStorage } from '../process/platform-process';
import { signWebhook } from '../payments/webhook-signature';
import { TEST_ADMIN_TOKEN } from '../testing/test-app';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { pgDatabase } from './pg-database';
import { createServerTestDatabase, databaseUrl } from './server-test-database';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const WEBHOOK_SECRET = randomBytes(32).toString('hex');
const ROUNDS = 2;
const PLACEMENTS_PER_ROUND = 40;
const DEPOSITS_PER_ROUND = 12;
/** Killed once this many calls of the round were acknowledged: the rest are in flight or not sent yet. */
const KILL_AFTER_ACKNOWLEDGED = 15;

/** Where the platform keeps its data: the embedded default, or a database of the run's PostgreSQL server. */
interface Storage {
  storage: PlatformStorage;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function storage(): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'betfront-crash-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      storage: { DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl: null, dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await createServerTestDatabase(adminUrl);
  const [current] = await server.query<{ name: string }>('select current_database() as name');
  const url = databaseUrl(adminUrl, current?.name ?? '');
  return {
    storage: { DATABASE_URL: url },
    open: async () => pgDatabase(url),
    async drop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Acknowledged {
  /** requestId → the coupon the platform answered. */
  placements: Map<string, { body: string; couponId: number }>;
  /** paymentId → the approving webhook the platform answered 200 "applied". */
  deposits: Map<string, string>;
}

async function newPlayer(platform: PlatformProcess): Promise<string> {
  const response = await fetch(`${platform.url}/admin-api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ login: `crash${Date.now()}`, password: 'crash-pass-1', balance: '1000000' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { cookie: string } }).result.cookie;
}

async function lineSelection(platform: PlatformProcess): Promise<{ id: string; coef: string }> {
  const answer = gamesAnswerSchema.parse(
    await (await fetch(`${platform.url}/web-api/sportsbook/games?mode=line&limit=20`)).json(),
  );
  const selection = answer.games
    .filter((game) => !game.isSuspended)
    .flatMap((game) => game.markets.flatMap((market) => market.selections))
    .find((candidate) => candidate.coef);
  if (!selection?.coef) throw new Error('No line selection is offered');
  return { id: selection.id, coef: selection.coef };
}

function placementBody(requestId: string, selection: { id: string; coef: string }): string {
  return JSON.stringify({ requestId, typeId: 0, amount: '10', changeCoefAction: 1, bets: [selection] });
}

async function place(url: string, cookie: string, body: string): Promise<number | null> {
  const response = await fetch(`${url}/web-api/bets/place`, { method: 'POST', headers: { ...XHR, cookie }, body });
  return response.ok ? placeCouponAnswerSchema.parse(await response.json()).coupon.id : null;
}

/** The provider's approval of a payment, signed as the provider signs it. */
function approval(payment: { id: string; amount: string; currencyIso: string }, transactionId: string): string {
  return JSON.stringify({
    eventId: `ev_${randomBytes(12).toString('hex')}`,
    transactionId,
    paymentId: payment.id,
    status: 'approved',
    amount: payment.amount,
    currencyIso: payment.currencyIso,
  });
}

async function sendWebhook(url: string, body: string): Promise<Response> {
  return fetch(`${url}/payments-api/webhooks/local`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': signWebhook(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
    },
    body,
  });
}

/** A deposit opened by the player and approved by the provider; answers the paymentId and webhook once applied. */
async function deposit(url: string, cookie: string, requestId: string): Promise<[string, string] | null> {
  const opened = await fetch(`${url}/web-api/payments/deposits`, {
    method: 'POST',
    headers: { ...XHR, cookie },
    body: JSON.stringify({ methodCode: 'card', amount: '100', requestId, language: 'en' }),
  });
  if (opened.status !== 201) return null;
  const { payment, redirectUrl } = depositAnswerSchema.parse(await opened.json());
  const transactionId = redirectUrl.split('/').pop() ?? '';
  const webhook = approval(payment, transactionId);
  const applied = await sendWebhook(url, webhook);
  return applied.status === 200 ? [payment.id, webhook] : null;
}

/**
 * Placements and deposits at once, 6 calls in flight, until the process is killed with SIGKILL after the first
 * acknowledgements; what was acknowledged is recorded as it is answered.
 */
async function burstUntilKilled(platform: PlatformProcess, cookie: string, round: number, acknowledged: Acknowledged) {
  const selection = await lineSelection(platform);
  const calls: (() => Promise<void>)[] = [
    ...Array.from({ length: PLACEMENTS_PER_ROUND }, (_, n) => async () => {
      const requestId = `crash-${round}-${n}-${randomBytes(4).toString('hex')}`;
      const body = placementBody(requestId, selection);
      const couponId = await place(platform.url, cookie, body);
      if (couponId !== null) acknowledged.placements.set(requestId, { body, couponId });
    }),
    ...Array.from({ length: DEPOSITS_PER_ROUND }, (_, n) => async () => {
      const done = await deposit(platform.url, cookie, `crash-deposit-${round}-${n}-${Date.now()}`);
      if (done) acknowledged.deposits.set(...done);
    }),
  ].sort(() => Math.random() - 0.5);
  const before = acknowledged.placements.size + acknowledged.deposits.size;
  let killed = false;
  const crash = (async () => {
    await expect
      .poll(() => acknowledged.placements.size + acknowledged.deposits.size - before, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    killed = true;
    await platform.stop('SIGKILL');
  })();
  const worker = async () => {
    for (let call = calls.shift(); call && !killed; call = calls.shift()) await call().catch(() => undefined);
  };
  await Promise.all([crash, ...Array.from({ length: 6 }, worker)]);
}

let location: Storage;
async function withDatabase<R>(fn: (db: Database) => Promise<R>): Promise<R> {
  const db = await location.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  location = await storage();
}, 120_000);
afterAll(async () => {
  await location.drop();
});

describe('kill -9 during a burst of placements and deposits, then a restart on the same data', () => {
  it('keeps every acknowledged coupon and deposit once, and the ledger verifies', async () => {
    const env = { PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENTS_SWEEP_MS: '60000', SIMULATOR: 'on' };
    const start = () => startPlatformProcess(location.storage, { env, startTimeoutMs: 240_000 });
    const acknowledged: Acknowledged = { placements: new Map(), deposits: new Map() };
    let platform = await start();
    const cookie = await newPlayer(platform);
    // The embedded database opens in one process at a time: the money before the bursts is read between runs.
    await platform.stop('SIGTERM');
    const before = await withDatabase(takeMoneySnapshot);
    platform = await start();
    for (let round = 1; round <= ROUNDS; round += 1) {
      await burstUntilKilled(platform, cookie, round, acknowledged);
      platform = await start();
    }
    // The same requests again: each acknowledged coupon is answered as it was, and no deposit is credited twice.
    for (const [, { body, couponId }] of acknowledged.placements) {
      expect(await place(platform.url, cookie, body)).toBe(couponId);
    }
    for (const [, webhook] of acknowledged.deposits) {
      const replayed = await sendWebhook(platform.url, webhook);
      expect(await replayed.json()).toEqual({ verdict: 'replayed' });
    }
    await platform.stop('SIGTERM');

    await withDatabase(async (db) => {
      const coupons = await db.query<{ id: number; request_id: string }>('select id, request_id from coupons');
      const stored = new Map(coupons.map((coupon) => [coupon.request_id, Number(coupon.id)]));
      for (const [requestId, { couponId }] of acknowledged.placements) expect(stored.get(requestId)).toBe(couponId);
      const completed = await db.query<{ id: string }>(
        "select id::text as id from payments where direction = 'deposit' and status = 'completed'",
      );
      expect(completed.map((payment) => payment.id)).toEqual(expect.arrayContaining([...acknowledged.deposits.keys()]));
      const [entries] = await db.query<{ stakes: number; deposits: number }>(
        `select count(*) filter (where kind = 'stake')::int as stakes,
           count(*) filter (where kind = 'deposit')::int as deposits from ledger_entries`,
      );
      expect(entries).toEqual({ stakes: coupons.length, deposits: completed.length });
      await expectMoneyConsistent(db, before);
      console.log(
        `kill -9 × ${ROUNDS}: ${acknowledged.placements.size} acknowledged placements and ` +
          `${acknowledged.deposits.size} deposits kept once (${coupons.length} coupons, ${completed.length} deposits stored)`,
      );
    });
  }, 900_000);
});
