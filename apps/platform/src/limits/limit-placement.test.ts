import { placeErrorBodySchema } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { balanceOf, couponBody, createBettor, placeCoupon } from '../betting/betting-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { bettingAppWithGame, applyLimits, logIn } from './limit-test-helpers';
import type { TestPlayer } from './limit-test-helpers';

const { platform, homeWin } = bettingAppWithGame();

async function place(player: TestPlayer, amount: string) {
  const body = await couponBody(platform.app, [homeWin()], { amount });
  return placeCoupon(platform.app, player.cookie, body);
}

async function expectRefused(player: TestPlayer, amount: string, code: string, maxAmount?: string) {
  const response = await place(player, amount);
  expect(response.statusCode, response.body).toBe(403);
  const { error } = placeErrorBodySchema.parse(response.json());
  expect(error.code).toBe(code);
  expect(error.maxAmount).toBe(maxAmount);
}

describe('the player limits on placement', () => {
  it('a wagering limit refuses a stake above what it leaves and takes nothing', async () => {
    const player = await createBettor(platform.db, { balance: '1000' });
    const before = await takeMoneySnapshot(platform.db);
    await applyLimits(platform.app, player, [{ limitType: 1, limitValue: 250 }]);
    expect((await place(player, '100')).statusCode).toBe(200);
    await expectRefused(player, '200', 'wagering_limit_exceeded', '150.00');
    expect((await place(player, '150')).statusCode).toBe(200);
    await expectRefused(player, '10', 'wagering_limit_exceeded', '0.00');
    expect(await balanceOf(platform.db, player.userId)).toBe('750.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('a loss limit counts an open stake as money that may be lost', async () => {
    const player = await createBettor(platform.db, { balance: '1000' });
    const before = await takeMoneySnapshot(platform.db);
    await applyLimits(platform.app, player, [{ limitType: 11, limitValue: 120 }]);
    expect((await place(player, '100')).statusCode).toBe(200);
    await expectRefused(player, '50', 'loss_limit_exceeded', '20.00');
    expect((await place(player, '20')).statusCode).toBe(200);
    expect(await balanceOf(platform.db, player.userId)).toBe('880.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('a self-excluded player cannot bet, and nothing is taken', async () => {
    const excluded = await createBettor(platform.db, { balance: '500' });
    const before = await takeMoneySnapshot(platform.db);
    await applyLimits(platform.app, excluded, [{ limitType: 30, limitValue: 30 }]);
    await expectRefused(await logIn(platform.db, excluded.userId), '100', 'self_excluded');
    expect(await balanceOf(platform.db, excluded.userId)).toBe('500.00');
    await expectMoneyConsistent(platform.db, before);
  });
});
