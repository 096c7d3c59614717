// @vitest-environment happy-dom
import type { CashbackAnswer } from '@betfront/contract/casino-events';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import cashbackRu from '../../../../apps/platform/src/dictionaries/data/casino-cashback/ru.json';
import officeRu from '../../../../apps/platform/src/dictionaries/data/office/ru.json';
import type { OfficeData } from '../office-data';
import { installAnswersByPath } from '../shared/testing/answers-by-path';
import type { PathAnswers } from '../shared/testing/answers-by-path';
import { CASINO_BODIES } from './bodies';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const ru = createTranslate({ ...officeRu, ...cashbackRu }, 'ru');
const name = 'office.casino.vipcashback';
const ctx = {
  lng: 'ru',
  route: { name, params: {}, query: {}, path: '/ru/office/casino/vipcashback' },
  user: { id: 7 },
  isMobile: false,
};
const data: OfficeData = { area: 'office', content: 'list', stem: `office.page.${name}`, vars: {} };

const answer: CashbackAnswer = {
  programme: 'vip',
  period: 'week',
  levels: [
    { level: 1, fromLoss: '0.00', rate: '5.00' },
    { level: 2, fromLoss: '5000.00', rate: '7.00' },
  ],
  minAmount: '1.00',
  maxAmount: '50000.00',
  claimDays: 7,
  currencyIso: 'RUB',
  current: {
    startsAt: '2030-05-13T00:00:00Z',
    endsAt: '2030-05-20T00:00:00Z',
    netLoss: '6000.00',
    level: 2,
    rate: '7.00',
    amount: '420.00',
  },
  claimable: {
    startsAt: '2030-05-06T00:00:00Z',
    endsAt: '2030-05-13T00:00:00Z',
    netLoss: '100.00',
    level: 1,
    rate: '5.00',
    amount: '5.00',
  },
  claimed: null,
  history: [],
};

let network: PathAnswers;
beforeEach(() => {
  network = installAnswersByPath();
});
afterEach(cleanup);

describe('the VIP cashback page', () => {
  it('shows the level and accrued cashback, and names a refused claim in Russian', async () => {
    network.answers['/web-api/casino/cashback/vip'] = { status: 200, body: answer };
    network.answers['/web-api/casino/cashback/vip/claims'] = {
      status: 403,
      body: { error: { code: 'self_excluded', message: 'You have excluded yourself' } },
    };
    const Body = CASINO_BODIES[name];
    if (!Body) throw new Error('no cashback body');
    renderWithQueries(<Body ctx={ctx} data={data} t={ru} />);
    expect((await screen.findByTestId('cashback-level')).textContent).toBe('2');
    expect(screen.getByTestId('cashback-accrued').textContent).toBe('420.00\u00a0RUB');
    fireEvent.click(screen.getByRole('button', { name: 'Забрать 5.00\u00a0RUB' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Вы исключили себя из игры: кешбэк сейчас не может быть выплачен.',
    );
    expect(network.urls.filter((url) => url.pathname.endsWith('/claims'))).toHaveLength(1);
  });

  it('shows the claim of the last week with its amount and time when the page is opened again', async () => {
    const claim = {
      periodStart: '2030-05-06T00:00:00Z',
      netLoss: '100.00',
      level: 1,
      rate: '5.00',
      amount: '5.00',
      currencyIso: 'RUB',
      claimedAt: '2030-05-14T09:30:00Z',
    };
    network.answers['/web-api/casino/cashback/vip'] = {
      status: 200,
      body: { ...answer, claimable: null, claimed: claim, history: [claim] },
    };
    const Body = CASINO_BODIES[name];
    if (!Body) throw new Error('no cashback body');
    renderWithQueries(<Body ctx={ctx} data={data} t={ru} />);
    expect((await screen.findByTestId('cashback-claimed')).textContent).toBe('5.00\u00a0RUB');
    expect(screen.getByText('Получен 14.05.2030 12:30 за 06.05.2030 — 12.05.2030:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Забрать/ })).toBeNull();
    expect(screen.queryByText(/забирать нечего/)).toBeNull();
  });
});
