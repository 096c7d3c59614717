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

  it('shows a coupon sold back in full as sold, without a settlement payout', () => {
    render(<CouponCard coupon={placedCoupon({ statusId: 7, payout: '0.00' })} lng="en" t={t} />);
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(within(screen.getByLabelText('Coupon № 501 facts')).queryByText('Payout')).toBeNull();
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

  it('shows an express placed in American odds with its bonus bet, the decimal coef beside each', () => {
    const coupon = placedCoupon({
      typeId: 1,
      coefViewId: 2,
      coef: '7.9002',
      bonusBetCoef: '1.03',
      bets: [
        placedBet({ selectionId: 'a', coef: '2.85' }),
        placedBet({ selectionId: 'b', coef: '1.50' }),
        placedBet({ selectionId: 'c', coef: '1.80' }),
      ],
    });
    render(<CouponCard coupon={coupon} lng="en" t={t} />);
    const facts = within(screen.getByLabelText('Coupon № 501 facts'));
    expect(facts.getByText('Odds format').nextSibling?.textContent).toBe('American');
    expect(facts.getByText('Odds').nextSibling?.textContent).toBe('+690 (7.90)');

    const legs = selectionsOf(501).getAllByRole('listitem');
    expect(legs.map((leg) => within(leg).getByText('Odds').nextSibling?.textContent)).toEqual([
      '+185 (2.85)',
      '-200 (1.50)',
      '-125 (1.80)',
      '-3333 (1.03)',
    ]);
    expect(within(legs[3] as HTMLElement).getByText('Bonus bet')).toBeTruthy();
    expect(legs.slice(0, 3).every((leg) => within(leg).queryByText('Bonus bet') === null)).toBe(true);
  });

  it('shows decimal coefs alone and no bonus bet when the coupon carried none', () => {
    render(<CouponCard coupon={placedCoupon()} lng="en" t={t} />);
    expect(screen.queryByText('Odds format')).toBeNull();
    expect(screen.queryByText('Bonus bet')).toBeNull();
    expect(selectionsOf(501).getByText('Odds').nextSibling?.textContent).toBe('1.85');
  });
});
