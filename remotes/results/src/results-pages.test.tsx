// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { FinishedGame } from '@betfront/contract/sportsbook-lists';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import type { Fetcher } from '@betfront/remote-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../apps/platform/src/dictionaries/data/results/en.json';
import virtualEn from '../../../apps/platform/src/dictionaries/data/virtual/en.json';
import { sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import { remote } from './remote';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';

const t = createTranslate({ ...en, ...virtualEn }, 'en');
const resultsRoute = ROUTES.find((route) => route.name === 'results');

const finishedGame: FinishedGame = {
  id: 11,
  sportId: 1,
  sportSlug: 'football',
  sportName: 'Football',
  champId: 5,
  champName: 'Premier League',
  home: 'Arsenal',
  away: 'Chelsea',
  startAt: '2030-05-01T18:00:00.000Z',
  finishedAt: '2030-05-01T19:52:00.000Z',
  score: { home: 2, away: 1 },
  periodScores: [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ],
};

const liveGame = (home: string, score: { home: number; away: number }): GameSummary => ({
  id: 21,
  sportId: 2,
  sportSlug: 'tennis',
  sportName: 'Tennis',
  isCyber: false,
  champId: 8,
  champSlug: 'atp',
  champName: 'ATP Madrid',
  home: { id: 1, name: home },
  away: { id: 2, name: 'Nadal' },
  startAt: '2030-05-01T17:30:00.000Z',
  status: 'live',
  score,
  periodScores: [{ home: 6, away: 4 }],
  elapsed: 0.5,
  isSuspended: false,
  version: 3,
  markets: [],
  marketsCount: 0,
});

const answering =
  (answers: Record<string, unknown>, asked: string[]): Fetcher =>
  async (input) => {
    asked.push(input);
    const path = new URL(input, 'http://site').pathname;
    const body = answers[path];
    return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 404 : 200 });
  };

async function serverHtml(params: Record<string, string>, query: Record<string, string>, fetcher: Fetcher) {
  if (!resultsRoute) throw new Error('no results route');
  const sample = sampleContext('en', resultsRoute, params);
  const ctx = { ...sample, route: { ...sample.route, query } };
  const queries = createQueryClient();
  const loaded = await remote.load({ ctx, fetch: fetcher, queries });
  if (loaded.status !== 200) throw new Error('not loaded');
  const html = renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={t} />, queries));
  // What the page carries to the browser, as the server writes it into the remote's state.
  const state = JSON.parse(JSON.stringify(dehydrate(queries))) as DehydratedState;
  return { ctx, data: loaded.data, html, state };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('results pages', () => {
  it('render the finished games of the asked day and sport on the server', async () => {
    const asked: string[] = [];
    const fetcher = answering(
      {
        '/web-api/sportsbook/results': {
          date: '2030-05-01',
          sports: [{ id: 1, slug: 'football', name: 'Football', gamesCount: 1 }],
          games: [finishedGame],
        },
      },
      asked,
    );
    const { html } = await serverHtml({}, { date: '2030-05-01', sportId: '1' }, fetcher);
    expect(asked).toEqual(['/web-api/sportsbook/results?lng=en&sportId=1&date=2030-05-01']);
    expect(html).toContain('Football. Premier League');
    expect(html).toContain('Arsenal — Chelsea');
    expect(html).toContain('2:1');
    expect(html).toContain('(1:0, 1:1)');
    expect(html).toContain('value="2030-05-01"');
    expect(html).toMatch(/href="\/en\/results\?date=2030-05-01&amp;sportId=1" aria-current="page"/);
  });

  it('show the game zone: the rounds of the virtual games played on the day, by game, with their results', async () => {
    const asked: string[] = [];
    const round = (id: number, gameId: number, settlesAt: string, score: number[], winners: string[]) => ({
      id,
      gameId,
      closesAt: settlesAt,
      settlesAt,
      runners: [],
      markets: [],
      seed: 'ab',
      result: { score, order: [], events: [], winners },
    });
    const fetcher = answering(
      {
        '/web-api/virtual/results': {
          date: '2030-05-01',
          games: [
            { id: 4, slug: 'dice-tv', kind: 'dice', page: 'tvgames', name: 'Dice TV', roundsCount: 2 },
            { id: 5, slug: 'wheel', kind: 'wheel', page: 'fast-bet', name: 'Wheel of fortune', roundsCount: 1 },
          ],
          rounds: [
            round(30, 5, '2030-05-01T19:03:00.000Z', [17], ['colour:red']),
            round(20, 4, '2030-05-01T19:02:00.000Z', [3, 4], ['sum:7']),
            round(10, 4, '2030-05-01T19:01:00.000Z', [6, 6], ['sum:over']),
          ],
        },
      },
      asked,
    );
    const { html } = await serverHtml({ type: 'zone' }, { date: '2030-05-01', gameId: '4', sportId: '1' }, fetcher);
    expect(asked).toEqual(['/web-api/virtual/results?lng=en&gameId=4&date=2030-05-01']);
    render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const dice = screen.getByRole('table', { name: 'Dice TV' });
    expect([...dice.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-round-id'))).toEqual([
      '20',
      '10',
    ]);
    expect(dice.textContent).toContain('Total 7');
    expect(dice.textContent).toContain('Total 12');
    expect(screen.getByRole('table', { name: 'Wheel of fortune' }).textContent).toContain('17 Red');
    expect(html).toContain('value="2030-05-01"');
    expect(html).toContain('name="gameId" value="4"');
    expect(html).toMatch(/href="\/en\/results\/zone\?date=2030-05-01&amp;gameId=4" aria-current="page"/);
    expect(html).toContain('Dice TV (2)');
  });

  it('say so when the game zone played nothing on the day, or cannot be read', async () => {
    const nothing = answering({ '/web-api/virtual/results': { date: '2030-05-01', games: [], rounds: [] } }, []);
    expect((await serverHtml({ type: 'zone' }, {}, nothing)).html).toContain('No rounds were played on this day');
    expect((await serverHtml({ type: 'zone' }, {}, answering({}, []))).html).toContain(en['results.unavailable.title']);
  });

  it('leave out a malformed day or sport from the call', async () => {
    const asked: string[] = [];
    const fetcher = answering({}, asked);
    const { html } = await serverHtml({}, { date: '2030-13-45', sportId: 'x' }, fetcher);
    expect(asked).toEqual(['/web-api/sportsbook/results?lng=en']);
    expect(html).toContain('Results are not available right now');
  });

  it('render the live games on the server, start the browser from them and poll them every 5 s', async () => {
    const fetcher = answering(
      { '/web-api/sportsbook/results/live': { games: [liveGame('Alcaraz', { home: 1, away: 0 })] } },
      [],
    );
    const { ctx, data, html, state } = await serverHtml({ type: 'live' }, {}, fetcher);
    expect(html).toContain('Alcaraz — Nadal');
    expect(html).toContain('1:0');

    vi.useFakeTimers();
    const polled: string[] = [];
    installBrowserApi(
      createApiClient({
        applicationName: 'test',
        fetch: async (url) => {
          polled.push(url);
          return new Response(JSON.stringify({ games: [liveGame('Alcaraz', { home: 2, away: 0 })] }));
        },
      }),
    );
    const browser = createQueryClient();
    hydrate(browser, state);
    render(withQueries(<remote.App ctx={ctx} data={data} t={t} />, browser));
    expect(screen.getByRole('rowheader', { name: 'Alcaraz — Nadal' }).parentElement?.textContent).toContain('1:0');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(polled).toHaveLength(1);
    expect(polled[0]).toContain('/web-api/sportsbook/results/live?lng=en');
    // The answer reaches the view on the query client's next tick.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('rowheader', { name: 'Alcaraz — Nadal' }).parentElement?.textContent).toContain('2:0');
  });
});
