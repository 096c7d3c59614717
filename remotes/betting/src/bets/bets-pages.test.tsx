// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { placedBet, placedCoupon } from '@betfront/bet-views/testing';
import { createTranslate, publish } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/bets/en.json';
import { OpenedBetsPage } from './opened-bets-page';
import { PowerbetPage } from './powerbet-page';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate(en, 'en');

/** The live feed's stream never answers in tests: the pages must not depend on it. */
class SilentEventSource {
  addEventListener() {}
  close() {}
}

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let paths: string[];

const reply = (path: string, ...list: Answer[]) => {
  answers[path] = list;
};
const ok = (body: unknown): Answer => ({ status: 200, body });
const notLoggedIn: Answer = { status: 401, body: { error: { code: 'not_logged_in', message: 'Log in first' } } };

beforeEach(() => {
  answers = {};
  paths = [];
  vi.stubGlobal('EventSource', SilentEventSource);
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const path = new URL(url, 'http://site').pathname;
        paths.push(path);
        const queue = answers[path] ?? [];
        const answer = queue.length > 1 ? queue.shift() : queue[0];
        if (!answer) return new Response('{}', { status: 500 });
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OpenedBetsPage', () => {
  it('renders on the server as a loading state with no call', () => {
    const html = renderToString(withQueries(<OpenedBetsPage lng="en" t={t} />));
    expect(html).toContain('Loading your bets');
    expect(paths).toEqual([]);
  });

  it('lists each open coupon with its facts, selections and powerbet link', async () => {
    const system = placedCoupon({
      id: 777,
      typeId: 2,
      systemValue: 2,
      amount: '10.00',
      totalStake: '30.00',
      coef: '5.40',
      possibleWin: '54.00',
      minPossibleWin: '12.00',
      bets: [
        placedBet({ selectionId: '1:game:winner3::1', kind: 'winner3', code: '1', param: null, coef: '2.10' }),
        placedBet({ selectionId: '2:game:total:2.5:under', code: 'under', statusId: 1, score: { home: 1, away: 0 } }),
        placedBet({ selectionId: '3:game:both-score::yes', kind: 'both-score', code: 'yes', param: null }),
      ],
    });
    reply('/web-api/bets/opened', ok({ coupons: [system] }));
    renderWithQueries(<OpenedBetsPage lng="en" t={t} />);

    const card = await screen.findByRole('article', { name: 'Coupon № 777' });
    const facts = within(card).getByLabelText('Coupon № 777 facts');
    expect(facts.textContent).toContain('System 2/3');
    expect(facts.textContent).toContain('10.00 RUB');
    expect(facts.textContent).toContain('30.00 RUB');
    expect(facts.textContent).toContain('54.00 RUB');
    const selections = within(within(card).getByRole('list', { name: 'Selections of coupon № 777' })).getAllByRole(
      'listitem',
    );
    expect(selections).toHaveLength(3);
    // Named by the outcome, as the coupon names it, not by a sentence about the market.
    expect(within(selections[0]!).getByText('Arsenal', { selector: 'dd' })).toBeDefined();
    expect(selections[0]?.textContent).not.toContain('wins');
    expect(selections[1]?.textContent).toContain('Under 2.5');
    expect(selections[1]?.textContent).toContain('1:0');
    expect(selections[1]?.textContent).toContain('Win');
    expect(within(card).getByRole('link', { name: 'Details of coupon № 777' }).getAttribute('href')).toBe(
      '/en/user/opened-bets/777/powerbet',
    );
  });

  it('shows the empty state when nothing is open', async () => {
    reply('/web-api/bets/opened', ok({ coupons: [] }));
    renderWithQueries(<OpenedBetsPage lng="en" t={t} />);
    expect(await screen.findByRole('heading', { name: 'You have no open bets' })).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    reply('/web-api/bets/opened', notLoggedIn);
    renderWithQueries(<OpenedBetsPage lng="en" t={t} />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('loads again when the coupon changes, and offers a retry after a failure', async () => {
    reply('/web-api/bets/opened', { status: 500, body: {} }, ok({ coupons: [] }), ok({ coupons: [placedCoupon()] }));
    renderWithQueries(<OpenedBetsPage lng="en" t={t} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'You have no open bets' });
    publish('couponUpdate', { betIds: [] });
    expect(await screen.findByRole('article', { name: 'Coupon № 501' })).toBeTruthy();
    expect(paths.filter((path) => path === '/web-api/bets/opened')).toHaveLength(3);
  });
});

describe('PowerbetPage', () => {
  it('shows one coupon in full', async () => {
    const settled = placedCoupon({
      id: 42,
      statusId: 1,
      payout: '277.50',
      settledAt: '2030-05-01T20:00:00.000Z',
      bets: [placedBet({ statusId: 1, score: { home: 2, away: 1 } })],
    });
    reply('/web-api/bets/coupons/42', ok({ coupon: settled }));
    renderWithQueries(<PowerbetPage lng="en" t={t} couponId={42} />);
    const card = await screen.findByRole('article', { name: 'Coupon № 42' });
    expect(card.textContent).toContain('277.50 RUB');
    expect(card.textContent).toContain('2:1');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('says so for an unknown coupon', async () => {
    reply('/web-api/bets/coupons/9', { status: 404, body: { error: { code: 'not_found', message: 'No coupon' } } });
    renderWithQueries(<PowerbetPage lng="en" t={t} couponId={9} />);
    expect(await screen.findByRole('heading', { name: 'There is no such coupon' })).toBeTruthy();
    expect(screen.getByText(/Coupon № 9 is not among your coupons/)).toBeTruthy();
  });
});
