// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../apps/platform/src/dictionaries/data/bets/en.json';
import { CouponCard } from './coupon-card';
import { placedBet, placedCoupon } from './testing/placed-coupon-fixture';

const t = createTranslate(en, 'en');
const selectionsOf = (id: number) => within(screen.getByRole('list', { name: `Selections of coupon № ${id}` }));

afterEach(cleanup);

describe('CouponCard', () => {
  it('shows the facts of a coupon, leaving out those it lacks', () => {
    render(<CouponCard coupon={placedCoupon({ totalStake: '150.00', payout: '300.00' })} lng="en" t={t} />);
    const facts = screen.getByLabelText('Coupon № 501 facts');
    expect(facts.textContent).toContain('Single');
    expect(facts.textContent).toContain('150.00 RUB');
    expect(facts.textContent).toContain('300.00 RUB');
    expect(within(facts).queryByText('Total stake')).toBeNull();
    expect(within(facts).queryByText('Promo code')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a selection as placed unless told its live state', () => {
    const coupon = placedCoupon({ bets: [placedBet({ isLive: true })] });
    render(<CouponCard coupon={coupon} lng="en" t={t} />);
    expect(selectionsOf(501).getByText('Live')).toBeTruthy();
    expect(selectionsOf(501).getByText('—')).toBeTruthy();
    cleanup();

    render(
      <CouponCard
        coupon={coupon}
        lng="en"
        t={t}
        liveStateOf={() => ({ isLive: false, score: { home: 2, away: 0 } })}
      />,
    );
    expect(selectionsOf(501).queryByText('Live')).toBeNull();
    expect(selectionsOf(501).getByText('2:0')).toBeTruthy();
  });
});
