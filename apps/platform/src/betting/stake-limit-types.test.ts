import { betLimitsAnswerSchema, placeErrorBodySchema } from '@betfront/contract/bets';
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
    const limits = await app.inject({ url: '/web-api/bets/limits', headers: { cookie } });
    expect(betLimitsAnswerSchema.parse(limits.json())).toMatchObject({ minAmountTypeIds: [1], maxAmountTypeIds: [0] });
    expect(await place([homeWin(games[0] ?? 0)], '5')).toBe('placed');
    expect(await place(games.map(homeWin), '5')).toBe('amount_below_minimum');
    const above = await placeCoupon(app, cookie, await couponBody(app, [homeWin(games[0] ?? 0)], { amount: '100001' }));
    expect(placeErrorBodySchema.parse(above.json()).error).toMatchObject({
      code: 'amount_above_maximum',
      maxAmount: '100000.00',
      message: 'The most you may stake is 100000.00',
    });
    expect(await place(games.map(homeWin), '100001')).toBe('placed');
    expect(await balanceOf(db, userId)).toBe('99994.00');
  });
});
