import { describe, expect, it } from 'vitest';
import { isVipAvailable, type VipAvailabilityInput } from './vip-bet';

const lineBet = { market: { isLive: false }, game: {} };
const base: VipAvailabilityInput = { isVipBetEnabled: true, maxBetAmount: '1000', bets: [lineBet], typeId: 1 };

describe('VIP bet availability', () => {
  it('is available when the site enables it, the max is finite, all bets are line, bets present, type not 9', () => {
    expect(isVipAvailable(base)).toBe(true);
  });

  it.each<[string, Partial<VipAvailabilityInput>]>([
    ['the site does not enable it', { isVipBetEnabled: false }],
    ['the max bet is unknown', { maxBetAmount: null }],
    ['the max bet is infinite', { maxBetAmount: Infinity }],
    ['a bet is live', { bets: [lineBet, { market: { isLive: true }, game: {} }] }],
    ['the coupon has no bets', { bets: [] }],
    ['the type is many singles (9)', { typeId: 9 }],
  ])('is not available when %s', (_, change) => {
    expect(isVipAvailable({ ...base, ...change })).toBe(false);
  });
});
