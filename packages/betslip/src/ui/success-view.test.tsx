// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import { placedBet } from '@betfront/bet-views/testing';
import { placedCoupon, testEngine } from '../testing/engine-fakes';
import { SuccessView } from './success-view';

const t = createTranslate(en, 'en');

const engine = () => testEngine(t);

/** The terms and values of the success view's facts, in order. */
const facts = () =>
  screen
    .getAllByRole('definition')
    .map((value) => value.previousElementSibling?.textContent + ': ' + value.textContent);

afterEach(cleanup);

describe('SuccessView', () => {
  it('shows the total odds of the coupon placed, rounded to two places', () => {
    render(
      <SuccessView engine={engine()} coupons={[placedCoupon({ id: 42, coef: '3.4599', bonusBetCoef: null })]} t={t} />,
    );
    expect(facts()).toContain('Total odds: 3.46');
    expect(screen.queryByText('Bonus for the express')).toBeNull();
  });

  it('names the bonus bet an express carried and its coef', () => {
    render(<SuccessView engine={engine()} coupons={[placedCoupon({ coef: '6.30', bonusBetCoef: '1.05' })]} t={t} />);
    expect(facts()).toEqual(
      expect.arrayContaining(['Total odds: 6.30', 'Bonus for the express: ×1.05, in the total odds']),
    );
  });

  it('lists the selections placed by their outcomes under a tick', () => {
    const bets = [
      placedBet({ selectionId: '30000012:game:winner3::1', home: 'Osasuna', away: 'Getafe', coef: '2.10' }),
      placedBet({ selectionId: '30000013:first-half:total:1.5:under', home: 'Lazio', away: 'Roma', coef: '1.7' }),
    ];
    render(<SuccessView engine={engine()} coupons={[placedCoupon({ id: 77, typeId: 1, bets })]} t={t} />);
    const status = screen.getByRole('status');
    expect(status.querySelector('h3 svg')).not.toBeNull();
    const picks = screen.getByRole('list', { name: 'Selections of coupon 77' });
    expect([...picks.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Osasuna2.10Match resultOsasuna — Getafe',
      'Under 1.51.70Total, 1st halfLazio — Roma',
    ]);
  });
});
