// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { additionErrorCodeSchema, additionRefusalSchema, type CashOutOffer } from '@betfront/contract/cash-out';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bets from '../../../../apps/platform/src/dictionaries/data/bets/en.json';
import cashout from '../../../../apps/platform/src/dictionaries/data/cashout/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/cashout/ru.json';
import { placedBet, placedCoupon } from '../testing/placed-coupon-fixture';
import { CashOutPanel } from './cash-out-panel';

const t = createTranslate({ ...bets, ...cashout }, 'en');

const coupon = placedCoupon({
  id: 600,
  typeId: 1,
  amount: '100.00',
  totalStake: '100.00',
  possibleWin: '400.00',
  bets: [
    placedBet({
      selectionId: '1:game:winner3::1',
      home: 'Arsenal',
      away: 'Chelsea',
      code: '1',
      kind: 'winner3',
      param: null,
    }),
    placedBet({ selectionId: '2:game:winner3::2', home: 'Ajax', away: 'PSV', code: '2', kind: 'winner3', param: null }),
  ],
});

const offer = (patch: Partial<CashOutOffer> = {}): CashOutOffer => ({
  couponId: 600,
  currencyIso: 'RUB',
  value: '180.00',
  liveStake: '100.00',
  livePossibleWin: '400.00',
  soldStake: '0.00',
  cashedOut: '0.00',
  maxSaleValue: null,
  reasons: [],
  legs: coupon.bets.map((bet) => ({ selectionId: bet.selectionId, reasons: [] })),
  sales: [],
  parts: [],
  addition: { refusal: 'market_suspended' },
  autoSale: null,
  ...patch,
});

let requests: { path: string; body: unknown }[];
let answers: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  requests = [];
  answers = {};
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
        const answer = answers[path];
        return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 500 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
});

/** The platform quotes the coupon's value of the moment for 10 s. */
function answerQuote() {
  answers['/web-api/cash-out/600/quotes'] = {
    status: 200,
    body: {
      quoteId: '5b0c4a7e-1a52-4c6e-9a53-0d2a3c8f0e11',
      expiresAt: new Date(Date.now() + 10_000).toISOString(),
      offer: offer(),
    },
  };
}

/** The coupon's bets at 1.90 each: stake can be added at odds 3.61. */
const ADDABLE_BETS = coupon.bets.map((bet) => ({ id: bet.selectionId, coef: '1.90' }));

/** Renders the panel of a coupon that takes more stake; answers the render's rerender. */
function renderAddable(onSold = vi.fn()) {
  const addable = offer({ addition: { coef: '3.61', bets: ADDABLE_BETS } });
  return render(<CashOutPanel coupon={coupon} offer={addable} lng="en" t={t} onSold={onSold} />).rerender;
}

describe('CashOutPanel', () => {
  it('sells half the stake after the player confirms the quote, with their coefficient-change policy', async () => {
    window.localStorage.setItem('betfront.coupon-settings', JSON.stringify({ changeCoefAction: 0 }));
    const sold = offer({ value: '90.00', liveStake: '50.00', soldStake: '50.00', cashedOut: '90.00' });
    answerQuote();
    answers['/web-api/cash-out/600/sales'] = {
      status: 200,
      body: {
        sale: {
          id: 1,
          couponId: 600,
          stakePart: '50.00',
          amount: '90.00',
          isFull: false,
          isAutomatic: false,
          soldAt: '2026-01-01T10:00:00.000Z',
        },
        offer: sold,
        balance: '990.00',
      },
    };
    const onSold = vi.fn();
    render(<CashOutPanel coupon={coupon} offer={offer()} lng="en" t={t} onSold={onSold} />);
    expect(screen.getByTestId('sale-value').textContent).toBe('180.00 RUB');

    fireEvent.click(screen.getByLabelText('Part of the stake'));
    expect(screen.getByText('You receive 90.00 RUB; the rest keeps its odds')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sell for 90.00 RUB' }));
    await screen.findByText(/Sell 50.00 RUB of the stake for 90.00 RUB\? The offer holds for 10 s./);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Sold for 90.00 RUB');
    expect(onSold).toHaveBeenCalled();
    const sale = requests.find((request) => request.path.endsWith('/sales'))?.body;
    expect(sale).toMatchObject({
      quoteId: '5b0c4a7e-1a52-4c6e-9a53-0d2a3c8f0e11',
      stakePart: '50.00',
      changeCoefAction: 0,
    });
  });

  it('tells the new value when the policy refuses its change', async () => {
    answerQuote();
    answers['/web-api/cash-out/600/sales'] = {
      status: 409,
      body: { error: { code: 'cash_out_value_changed', message: 'The value has changed', value: '170.00' } },
    };
    render(<CashOutPanel coupon={coupon} offer={offer()} lng="en" t={t} onSold={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sell for 180.00 RUB' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('The value has changed to 170.00 RUB. Check it and sell again.');
  });

  it('marks the value going up, then down, as the odds buttons do', () => {
    const { rerender } = render(<CashOutPanel coupon={coupon} offer={offer()} lng="en" t={t} onSold={() => {}} />);
    rerender(<CashOutPanel coupon={coupon} offer={offer({ value: '181.50' })} lng="en" t={t} onSold={() => {}} />);
    expect(screen.getByTestId('sale-value').getAttribute('data-move')).toBe('up');
    rerender(<CashOutPanel coupon={coupon} offer={offer({ value: '150.00' })} lng="en" t={t} onSold={() => {}} />);
    expect(screen.getByTestId('sale-value').getAttribute('data-move')).toBe('down');
  });

  it('names the bet that stops the sale and lists the parts sold', () => {
    const blocked = offer({
      value: null,
      soldStake: '50.00',
      cashedOut: '90.00',
      legs: [
        { selectionId: '1:game:winner3::1', reasons: [] },
        { selectionId: '2:game:winner3::2', reasons: ['market_suspended'] },
      ],
      sales: [
        {
          id: 1,
          couponId: 600,
          stakePart: '50.00',
          amount: '90.00',
          isFull: false,
          isAutomatic: false,
          soldAt: '2026-01-01T10:00:00.000Z',
        },
      ],
    });
    render(<CashOutPanel coupon={coupon} offer={blocked} lng="en" t={t} onSold={() => {}} />);
    expect(screen.getByTestId('cash-out-why-not').textContent).toContain('Ajax — PSV');
    expect(screen.getByTestId('cash-out-why-not').textContent).toContain('the market is suspended');
    expect(screen.getByTestId('cash-out-sales').textContent).toContain('50.00 RUB of the stake for 90.00 RUB');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has every text in Russian too, and words for every refusal of an addition', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(cashout).sort());
    for (const code of additionErrorCodeSchema.options)
      expect(Object.keys(cashout)).toContain(`cashout.add_error.${code}`);
    for (const refusal of additionRefusalSchema.options) {
      expect(Object.keys(cashout)).toContain(`cashout.add.refusal.${refusal}`);
    }
  });

  it('sets an automatic sale and shows the one waiting', async () => {
    answers['/web-api/cash-out/600/auto'] = {
      status: 200,
      body: { offer: offer({ autoSale: { value: '250.00', stakePart: null } }) },
    };
    const onSold = vi.fn();
    const { rerender } = render(<CashOutPanel coupon={coupon} offer={offer()} lng="en" t={t} onSold={onSold} />);
    fireEvent.change(screen.getByLabelText('Sell automatically when the value reaches'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await vi.waitFor(() => expect(onSold).toHaveBeenCalled());
    expect(requests.find((request) => request.path.endsWith('/auto'))?.body).toEqual({ value: '250' });

    const waiting = offer({ autoSale: { value: '250.00', stakePart: null } });
    rerender(<CashOutPanel coupon={coupon} offer={waiting} lng="en" t={t} onSold={onSold} />);
    expect(screen.getByTestId('cash-out-auto').textContent).toContain(
      'Automatic sale of 100.00 RUB of the stake when the value reaches 250.00 RUB',
    );
    expect(screen.getByRole('button', { name: 'Cancel the automatic sale' })).toBeTruthy();
  });

  it('adds stake at the odds of the moment and shows the parts with the possible win of them all', async () => {
    window.localStorage.setItem('betfront.coupon-settings', JSON.stringify({ changeCoefAction: 2 }));
    const bets = ADDABLE_BETS;
    const part = {
      id: 700000009,
      amount: '50.00',
      coef: '3.61',
      possibleWin: '180.50',
      addedAt: '2026-01-01T10:00:00.000Z',
    };
    const added = offer({
      liveStake: '150.00',
      livePossibleWin: '580.50',
      parts: [part],
      addition: { coef: '3.61', bets },
    });
    answers['/web-api/cash-out/600/additions'] = { status: 200, body: { part, offer: added, balance: '850.00' } };
    const onSold = vi.fn();
    const rerender = renderAddable(onSold);
    fireEvent.change(screen.getByLabelText('Add to the bet at odds 3.61'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Added 50.00 RUB at odds 3.61');
    expect(onSold).toHaveBeenCalled();
    expect(requests.find((request) => request.path.endsWith('/additions'))?.body).toMatchObject({
      amount: '50',
      bets,
      changeCoefAction: 2,
    });

    rerender(<CashOutPanel coupon={coupon} offer={added} lng="en" t={t} onSold={onSold} />);
    const parts = screen.getByTestId('coupon-parts').textContent ?? '';
    expect(parts).toContain('100.00 RUB at odds');
    expect(parts).toContain('50.00 RUB at odds 3.61');
    expect(parts).toContain('possible win 180.50 RUB');
    expect(parts).toContain('Possible win of all parts: 580.50 RUB');
  });

  it('reads the odds of an addition as every coef is read: rounded to two places, not the exact product', () => {
    const exact = offer({ addition: { coef: '8.50830318', bets: ADDABLE_BETS } });
    render(<CashOutPanel coupon={coupon} offer={exact} lng="en" t={t} onSold={vi.fn()} />);
    expect(screen.getByLabelText('Add to the bet at odds 8.51')).toBeTruthy();
  });

  it('tells why no stake can be added, and a refused addition in words', async () => {
    answers['/web-api/cash-out/600/additions'] = {
      status: 400,
      body: { error: { code: 'amount_below_minimum', message: 'The least stake is 10.00', minAmount: '10.00' } },
    };
    const rerender = renderAddable();
    fireEvent.change(screen.getByLabelText('Add to the bet at odds 3.61'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('The amount is below the least stake: at least 10.00 RUB.');
    rerender(
      <CashOutPanel
        coupon={coupon}
        offer={offer({ addition: { refusal: 'coupon_partly_sold' } })}
        lng="en"
        t={t}
        onSold={vi.fn()}
      />,
    );
    expect(screen.getByTestId('add-to-bet').textContent).toBe(
      'Nothing can be added to this bet now: part of the stake was sold',
    );
  });
});
