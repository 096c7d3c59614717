// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToBetForm } from './add-to-bet-form';

afterEach(cleanup);

const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  key === 'cashout.add.label' ? `Add at odds ${String(vars?.['coef'])}` : key;

const offer = {
  couponId: 600,
  currencyIso: 'RUB',
  addition: { coef: '8.50830318', bets: [{ id: '1:game:winner3::1', coef: '2.91' }] },
} as unknown as CashOutOffer;

describe('the odds of an addition to a bet', () => {
  it('are rounded as the coupon’s odds format says', () => {
    const form = (coefViewId: number) => (
      <AddToBetForm
        couponId={600}
        offer={offer}
        t={t}
        changeCoefAction={() => 2}
        onAdded={() => undefined}
        coefViewId={coefViewId}
      />
    );
    const view = render(form(0));
    expect(screen.getByText('Add at odds 8.51')).toBeTruthy();
    view.rerender(form(1));
    expect(screen.getByText('Add at odds 751/100')).toBeTruthy();
  });
});
