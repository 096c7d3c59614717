import { accountDataSchema } from '@betfront/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import type { Database } from '../db/database';
import { verifyLedger } from '../ledger/verify-ledger';
import { XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const convertMain = (cookie: string, currencyId: number) =>
  app.inject({
    method: 'POST',
    url: '/web-api/office/account/convert-main',
    payload: { currency_id: currencyId },
    headers: { ...XHR, cookie },
  });

describe('converting the main account', () => {
  it('waits until the bets staked from it are settled, so a stake is never paid in another currency', async () => {
    const { cookie } = await createBettor(db, { balance: '100' });
    const gameId = await createFootballGame(db);
    const placed = await placeCoupon(app, cookie, await couponBody(app, [`${gameId}:game:winner3::2`]));
    expect(placed.statusCode).toBe(200);

    const refused = await convertMain(cookie, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account_has_open_bets');

    await finishFootballGame(db, gameId, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(db);
    const converted = await convertMain(cookie, 2);
    expect(converted.statusCode).toBe(200);
    expect(accountDataSchema.parse(converted.json()).all_accounts.map((account) => account.iso)).toEqual([
      'USD',
      'USD',
    ]);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});
