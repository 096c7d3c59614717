import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import { homeWin } from '../cash-out/cash-out-test-helpers';
import {
  bettingTestAppOfFile,
  couponBody,
  createBettor,
  createFootballGame,
  placeCoupon,
} from './betting-test-helpers';

const testApp = bettingTestAppOfFile();

describe('the reference id of a coupon', () => {
  it('is the operator’s refId when the coupon was placed, kept as it was', async () => {
    const { app, db } = testApp;
    const { cookie } = await createBettor(db, { balance: '1000' });
    const place = async () => {
      const body = await couponBody(app, [homeWin(await createFootballGame(db))], { amount: '10' });
      return placeCouponAnswerSchema.parse((await placeCoupon(app, cookie, body)).json()).coupon;
    };
    const first = await place();
    expect(first.refId).toBe(1);
    await runAdminAction({ db, allowTestCommands: false }, 'settingSet', { key: 'refId', value: 7 });
    expect((await place()).refId).toBe(7);
    const again = await app.inject({ url: `/web-api/bets/coupons/${first.id}`, headers: { cookie } });
    expect(again.json().coupon.refId).toBe(1);
  });
});
