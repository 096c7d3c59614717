import { placeErrorBodySchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import { homeWin } from '../cash-out/cash-out-test-helpers';
import {
  balanceOf,
  bettingTestAppOfFile,
  couponBody,
  createBettor,
  createFootballGame,
  placeCoupon,
} from './betting-test-helpers';

const testApp = bettingTestAppOfFile();
const setting = (key: string, value: unknown) =>
  runAdminAction({ db: testApp.db, allowTestCommands: false }, 'settingSet', { key, value });

describe('stake limits by coupon type', () => {
  it('applies the minimum and the maximum only to the types the operator chose', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '200000' });
    const games = [await createFootballGame(db), await createFootballGame(db)];
    const place = async (selections: string[], amount: string) => {
      const response = await placeCoupon(app, cookie, await couponBody(app, selections, { amount }));
      return response.statusCode === 200 ? 'placed' : placeErrorBodySchema.parse(response.json()).error.code;
    };
    expect(await place([homeWin(games[0] ?? 0)], '5')).toBe('amount_below_minimum');

    await setting('minStakeTypeIds', [1]);
    await setting('maxStakeTypeIds', [0]);
    expect(await place([homeWin(games[0] ?? 0)], '5')).toBe('placed');
    expect(await place(games.map(homeWin), '5')).toBe('amount_below_minimum');
    expect(await place([homeWin(games[0] ?? 0)], '100001')).toBe('amount_above_maximum');
    expect(await place(games.map(homeWin), '100001')).toBe('placed');
    expect(await balanceOf(db, userId)).toBe('99994.00');
  });
});
