// @vitest-environment happy-dom
import type { Payment } from '@betfront/contract/payments';
import { createTranslate } from '@betfront/remote-kit';
import { HIDDEN_PAUSE_MS } from '@betfront/remote-kit/long-hidden';
import { setPageHidden } from '@betfront/remote-kit/testing/page-visibility';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import paymentsEn from '../../../../apps/platform/src/dictionaries/data/payments/en.json';
import type { OfficeData } from '../office-data';
import { installAnswersByPath } from '../shared/testing/answers-by-path';
import type { PathAnswers } from '../shared/testing/answers-by-path';
import { PAYMENTS_BODIES } from './bodies';
import { RESULT_REFRESH_MS } from './result-page';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const Body = PAYMENTS_BODIES['onpay.pending'];
if (!Body) throw new Error('no return page body');
const data: OfficeData = { area: 'payment-result', content: 'notice', stem: 'office.page.onpay.pending', vars: {} };
const t = createTranslate(paymentsEn);
const PATH = '/web-api/payments/500000007';

const payment = (status: Payment['status']): Payment => ({
  id: '500000007',
  direction: 'deposit',
  status,
  methodCode: 'card',
  methodKind: 'card',
  accountId: 41,
  currencyIso: 'RUB',
  amount: '1500.00',
  fee: '0.00',
  netAmount: '1500.00',
  createdAt: '2030-05-01T18:30:00.000Z',
  updatedAt: '2030-05-01T18:31:00.000Z',
});

const renderPending = (query: Record<string, string>) =>
  renderWithQueries(
    <Body
      ctx={{
        lng: 'en',
        route: { name: 'onpay.pending', params: {}, query, path: '/en/onpay/pending' },
        user: { id: 7 },
        isMobile: false,
      }}
      data={data}
      t={t}
    />,
  );

let network: PathAnswers;
const replace = vi.fn();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  network = installAnswersByPath();
  vi.stubGlobal('location', { ...window.location, replace });
  replace.mockReset();
});
afterEach(() => {
  cleanup();
  setPageHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const asked = () => network.urls.filter((url) => url.pathname === PATH).length;

describe('a payment return page', () => {
  it('reads the payment by its id and asks again until it is final, then moves to the page of its state', async () => {
    network.answers[PATH] = { status: 200, body: { payment: payment('pending') } };
    renderPending({ paymentId: '500000007' });
    expect(await screen.findByText('The payment system is still processing your payment.')).toBeTruthy();
    network.answers[PATH] = { status: 200, body: { payment: payment('completed') } };
    await act(() => vi.advanceTimersByTimeAsync(RESULT_REFRESH_MS));
    expect(asked()).toBe(2);
    expect(replace).toHaveBeenCalledWith('/en/onpay/success?paymentId=500000007');
  });

  it('stops asking while the page stays hidden and asks at once when it shows again', async () => {
    network.answers[PATH] = { status: 200, body: { payment: payment('pending') } };
    renderPending({ paymentId: '500000007' });
    await screen.findByText('The payment system is still processing your payment.');
    act(() => setPageHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS + RESULT_REFRESH_MS * 3));
    const whileHidden = asked();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_REFRESH_MS * 3));
    expect(asked()).toBe(whileHidden);
    act(() => setPageHidden(false));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(asked()).toBe(whileHidden + 1);
  });

  it('trusts no status in the address: without a payment of the player it says so', async () => {
    network.answers[PATH] = { status: 404, body: { error: { code: 'payment_not_found', message: 'no' } } };
    renderPending({ paymentId: '500000007', status: 'completed' });
    expect(await screen.findByText('Payment not found')).toBeTruthy();
    cleanup();
    renderPending({ paymentId: 'DROP TABLE' });
    expect(screen.getByText('Payment not found')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
