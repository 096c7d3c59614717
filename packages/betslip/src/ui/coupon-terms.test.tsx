// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import couponTermsEn from '../../../../apps/platform/src/dictionaries/data/coupon-terms/en.json';
import type { PlaceCouponBody } from '@betfront/contract/bets';
import type { BetLimits } from '../engine/bets-api';
import { playerAccount } from '../testing/account-fixtures';
import { addBetEvent, fakeBetsApi, placedCoupon, testEngine } from '../testing/engine-fakes';
import { FullCoupon } from './full-coupon';

const texts = createTranslate(couponTermsEn);
const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  key === 'coupon.place' ? 'Place a bet' : texts(key, vars);

const EVERY_TYPE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const limitsAnswer = (patch: Partial<BetLimits> = {}): BetLimits => ({
  currencyIso: 'RUB',
  minBetAmount: '10.00',
  maxBetAmount: '100000.00',
  maxPayout: '1000000.00',
  availablePrepaidAmount: '0.00',
  minAmountTypeIds: EVERY_TYPE,
  maxAmountTypeIds: EVERY_TYPE,
  expressBoost: {
    minCoef: '1.30',
    tiers: [{ minPicks: 4, percent: '5.00' }],
    minStake: '50.00',
    maxBonus: '100000.00',
  },
  ...patch,
});

async function couponWith(selections: number, limits: BetLimits) {
  const place = vi.fn(async (_body: PlaceCouponBody) => ({
    coupon: placedCoupon(),
    coupons: [placedCoupon()],
    balance: '850.00',
  }));
  const accounts = { all_accounts: [playerAccount({ id: 2 })], active_account_id: 2 };
  const api = fakeBetsApi({ accounts: async () => accounts, limits: async () => limits, place });
  const engine = testEngine(t, { api });
  await waitFor(() => expect(engine.store.getState().maxBetAmount).not.toBeNull());
  for (let game = 1; game <= selections; game += 1) engine.addBet(addBetEvent(`3000000${game}:game:winner3::1`));
  renderWithQueries(<FullCoupon engine={engine} t={t} />);
  return { engine, place };
}

afterEach(cleanup);

describe('the coupon’s stake limits and accumulator boost', () => {
  it('names the stake limits of the chosen type before placing', async () => {
    await couponWith(1, limitsAnswer({ minAmountTypeIds: [1], maxAmountTypeIds: [0] }));
    expect(screen.getByText(/^Stake up to 100.000\.00 RUB, no minimum for this type$/)).toBeTruthy();
    cleanup();
    await couponWith(2, limitsAnswer({ minAmountTypeIds: [1], maxAmountTypeIds: [0] }));
    expect(screen.getByText('Stake from 10.00 RUB, no maximum for this type')).toBeTruthy();
  });

  it('shows an express its boost with the possible win, and sends the percentage it showed', async () => {
    const { engine } = await couponWith(3, limitsAnswer());
    expect(screen.queryByText(/Accumulator boost/)).toBeNull();
    cleanup();
    const { place } = await couponWith(4, limitsAnswer());
    expect(screen.getByText('Accumulator boost +5%')).toBeTruthy();
    // 1.85⁴ = 11.71350625: a stake of 150 wins 1757.02, 1607.02 above it, 5% of which is 80.35.
    expect(screen.getByText(/^Possible win with the boost: 1.837\.37 RUB$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place a bet' }));
    await waitFor(() => expect(place).toHaveBeenCalled());
    expect(place.mock.calls[0]?.[0]).toMatchObject({ typeId: 1, hyperBonusPercent: '5.00' });
    engine.stop();
  });
});
