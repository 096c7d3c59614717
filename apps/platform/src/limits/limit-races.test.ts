import { placeErrorBodySchema } from '@betfront/contract/bets';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, couponBody, createBettor, placeCoupon } from '../betting/betting-test-helpers';
import { testDatabaseKind } from '../db/test-database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { bettingAppWithGame, applyLimits } from './limit-test-helpers';

const { platform, homeWin } = bettingAppWithGame();

describe('placements racing against a wagering limit', () => {
  it('takes exactly the stakes the limit leaves among 50 placements sent at once', { timeout: 60_000 }, async () => {
    const player = await createBettor(platform.db, { balance: '1000' });
    await applyLimits(platform.app, player, [{ limitType: 1, limitValue: 205 }]);
    const before = await takeMoneySnapshot(platform.db);
    const template = await couponBody(platform.app, [homeWin()], { amount: '10' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeCoupon(platform.app, player.cookie, { ...template, requestId: randomUUID() }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    console.log(`[${testDatabaseKind()}] 50 stakes of 10.00 under a limit of 205.00: ${accepted.length} accepted`);

    expect(accepted).toHaveLength(20);
    expect(
      refused.map((response) => [response.statusCode, placeErrorBodySchema.parse(response.json()).error.code]),
    ).toEqual(refused.map(() => [403, 'wagering_limit_exceeded']));
    expect(await balanceOf(platform.db, player.userId)).toBe('800.00');
    await expectMoneyConsistent(platform.db, before);
  });
});
