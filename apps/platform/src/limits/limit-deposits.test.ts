import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { verifyLedger } from '../ledger/verify-ledger';
import { advanceClock, applyLimits, gateRefusalOf, limitOf, postDeposit, readLimits } from './limit-test-helpers';

const platform = bettingTestAppOfFile();

describe('deposit limits in the money gate', () => {
  it('refuse a deposit that would cross a rolling window, naming what remains', async () => {
    const player = await createBettor(platform.db);
    await applyLimits(platform.app, player, [
      { limitType: 20, limitValue: 100 },
      { limitType: 21, limitValue: 150 },
      { limitType: 22, limitValue: 1000 },
    ]);
    await postDeposit(platform.db, player.userId, '60');
    expect(await gateRefusalOf(platform.db, player.userId, 'deposit', '40.01')).toEqual({
      code: 'deposit_limit_exceeded',
      remaining: '40.00',
    });
    expect(await gateRefusalOf(platform.db, player.userId, 'deposit', '40.00')).toBeNull();
    await postDeposit(platform.db, player.userId, '40');
    expect(limitOf(await readLimits(platform.app, player), 20)?.limitBalance).toBe(0);
    expect(limitOf(await readLimits(platform.app, player), 21)?.limitBalance).toBe(50);

    // A stake or a withdrawal is not a deposit: the deposit limits do not weigh it.
    expect(await gateRefusalOf(platform.db, player.userId, 'stake', '500')).toBeNull();
    expect(await gateRefusalOf(platform.db, player.userId, 'withdrawal', '500')).toBeNull();

    // A day later the 24-hour window is empty; the 7-day window still holds the 100 deposited.
    await advanceClock(platform.app, 86401);
    expect(await gateRefusalOf(platform.db, player.userId, 'deposit', '60')).toEqual({
      code: 'deposit_limit_exceeded',
      remaining: '50.00',
    });
    expect(await gateRefusalOf(platform.db, player.userId, 'deposit', '50')).toBeNull();
    // Deposits are outside what coupons explain, so the ledger's own verification is the check here.
    expect((await verifyLedger(platform.db)).problems).toEqual([]);
  });

  it('lets a player without deposit limits deposit any amount', async () => {
    const player = await createBettor(platform.db);
    await applyLimits(platform.app, player, [{ limitType: 1, limitValue: 10 }]);
    expect(await gateRefusalOf(platform.db, player.userId, 'deposit', '100000')).toBeNull();
  });
});
