// @vitest-environment happy-dom
import { placedBet, placedCoupon } from '@betfront/bet-views/testing';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import betsEn from '../../../../apps/platform/src/dictionaries/data/bets/en.json';
import officeEn from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import officeRu from '../../../../apps/platform/src/dictionaries/data/office/ru.json';
import type { OfficeData } from '../office-data';
import { installAnswersByPath } from '../shared/testing/answers-by-path';
import type { PathAnswers } from '../shared/testing/answers-by-path';
import { HISTORY_BODIES } from './bodies';
import { historyFilter } from './history-filter';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';

// the office's texts with those of the bets dictionary, as the remote lists them
const t = createTranslate({ ...officeEn, ...betsEn }, 'en');
const data = (vars: Record<string, string> = {}): OfficeData => ({
  area: 'office',
  content: 'list',
  stem: 'office.page.office.history',
  vars,
});
const ctxOf = (name: string, query: Record<string, string> = {}) => ({
  lng: 'en',
  route: { name, params: {}, query, path: '/en/office/history' },
  user: { id: 7 },
  isMobile: false,
});

/** The pushed sale values: the streams the page opens, with nothing pushed. */
const streams: string[] = [];
class QuietEventSource {
  constructor(url: string) {
    streams.push(url);
  }
  addEventListener() {}
  close() {}
}

let network: PathAnswers;
beforeEach(() => {
  network = installAnswersByPath();
  streams.length = 0;
  vi.stubGlobal('EventSource', QuietEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HistoryBody = HISTORY_BODIES['office.history'];
const PowerbetBody = HISTORY_BODIES['office.history.powerbet'];

describe('office bets history', () => {
  it('has the office texts in Russian and English with the same keys', () => {
    expect(Object.keys(officeRu).sort()).toEqual(Object.keys(officeEn).sort());
  });

  it('reads a malformed filter as no filter', () => {
    expect(historyFilter({ from: '2030-02-31x', statusId: '9', page: '0' })).toEqual({
      from: undefined,
      to: undefined,
      statusId: undefined,
      page: 1,
      limit: 10,
    });
    expect(historyFilter({ from: '2030-05-01', statusId: '-2', page: '3' })).toMatchObject({
      from: '2030-05-01',
      statusId: -2,
      page: 3,
    });
  });

  it('renders on the server as a loading state', () => {
    if (!HistoryBody) throw new Error('no history body');
    expect(renderToString(withQueries(<HistoryBody ctx={ctxOf('office.history')} data={data()} t={t} />))).toContain(
      'Loading',
    );
  });

  it('asks for the filtered page and shows each coupon with its status, stake, payout and final scores', async () => {
    if (!HistoryBody) throw new Error('no history body');
    const won = placedCoupon({
      id: 900,
      typeId: 1,
      statusId: 1,
      coef: '3.70',
      payout: '555.00',
      settledAt: '2030-05-01T21:00:00.000Z',
      bets: [
        placedBet({ statusId: 1, score: { home: 3, away: 1 } }),
        placedBet({
          selectionId: '7:game:winner3::X',
          kind: 'winner3',
          code: 'X',
          statusId: 1,
          score: { home: 0, away: 0 },
        }),
      ],
    });
    network.answers['/web-api/bets/history'] = { status: 200, body: { coupons: [won], total: 23 } };
    const query = { from: '2030-05-01', to: '2030-05-31', statusId: '1', page: '2' };
    renderWithQueries(<HistoryBody ctx={ctxOf('office.history', query)} data={data()} t={t} />);

    const card = await screen.findByRole('article', { name: 'Coupon № 900' });
    const asked = network.urls.find((url) => url.pathname === '/web-api/bets/history');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ ...query, limit: '10', lng: 'en' });
    expect(within(card).getAllByText('Win').length).toBeGreaterThan(0);
    expect(card.textContent).toContain('Express');
    expect(card.textContent).toContain('150.00 RUB');
    expect(card.textContent).toContain('555.00 RUB');
    expect(card.textContent).toContain('3:1');
    expect(card.textContent).toContain('0:0');
    expect(within(card).getByRole('link', { name: 'Details of coupon № 900' }).getAttribute('href')).toBe(
      '/en/office/history/900/powerbet',
    );
    expect(streams).toEqual(['/web-api/cash-out/stream?couponIds=900']);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/office/history?from=2030-05-01&to=2030-05-31&statusId=1&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/office/history?from=2030-05-01&to=2030-05-31&statusId=1',
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any status',
      'Not calculated',
      'Game not started',
      'Lose',
      'Win',
      'Return',
      'Forced return',
      'Half win, half return',
      'Half lose, half return',
      'Half lose, half win',
      'Sold',
    ]);
  });

  it('says when nothing matches', async () => {
    if (!HistoryBody) throw new Error('no history body');
    network.answers['/web-api/bets/history'] = { status: 200, body: { coupons: [], total: 0 } };
    renderWithQueries(<HistoryBody ctx={ctxOf('office.history')} data={data()} t={t} />);
    expect(await screen.findByRole('heading', { name: 'No coupons match' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of the history' })).toBeNull();
  });

  it('shows one coupon on its powerbet page, and says so for an unknown one', async () => {
    if (!PowerbetBody) throw new Error('no powerbet body');
    network.answers['/web-api/bets/coupons/900'] = { status: 200, body: { coupon: placedCoupon({ id: 900 }) } };
    renderWithQueries(<PowerbetBody ctx={ctxOf('office.history.powerbet')} data={data({ couponId: '900' })} t={t} />);
    expect(await screen.findByRole('article', { name: 'Coupon № 900' })).toBeTruthy();
    cleanup();

    network.answers['/web-api/bets/coupons/901'] = {
      status: 404,
      body: { error: { code: 'not_found', message: 'No' } },
    };
    renderWithQueries(<PowerbetBody ctx={ctxOf('office.history.powerbet')} data={data({ couponId: '901' })} t={t} />);
    expect(await screen.findByRole('heading', { name: 'There is no such coupon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe('/en/office/history');
  });
});
