import { accountDataSchema } from '@betfront/contract/accounts';
import { describe, expect, it } from 'vitest';
import {
  couponBody,
  bettingTestAppOfFile,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { verifyLedger } from '../ledger/verify-ledger';
import { XHR } from '../testing/test-app';

const platform = bettingTestAppOfFile();

const convertMain = (cookie: string, currencyId: number) =>
  platform.app.inject({
    method: 'POST',
    url: '/web-api/office/account/convert-main',
    payload: { currency_id: currencyId },
    headers: { ...XHR, cookie },
  });

describe('converting the main account', () => {
  it('waits until the bets staked from it are settled, so a stake is never paid in another currency', async () => {
    const { cookie } = await createBettor(platform.db, { balance: '100' });
    const gameId = await createFootballGame(platform.db);
    const placed = await placeCoupon(
      platform.app,
      cookie,
      await couponBody(platform.app, [`${gameId}:game:winner3::2`]),
    );
    expect(placed.statusCode).toBe(200);

    const refused = await convertMain(cookie, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account_has_open_bets');

    await finishFootballGame(platform.db, gameId, [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ]);
    await settleFinishedGames(platform.db);
    const converted = await convertMain(cookie, 2);
    expect(converted.statusCode).toBe(200);
    expect(accountDataSchema.parse(converted.json()).all_accounts.map((account) => account.iso)).toEqual([
      'USD',
      'USD',
    ]);
    expect((await verifyLedger(platform.db)).problems).toEqual([]);
  });
});
