// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bettingEn from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import boardEn from '../../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import { emptyPageGames } from '../load/page-games';
import { gameFixture } from '../testing/game-fixture';
import { SportsbookContent } from './sportsbook-content';

vi.mock('@betfront/live-feed', () => ({
  subscribeGames: vi.fn(() => () => undefined),
  subscribeVisibleGames: vi.fn(() => ({ setVisible: () => undefined, stop: () => undefined })),
}));

const t = createTranslate({ ...bettingEn, ...boardEn });
const page = emptyPageGames({
  lists: [
    {
      id: 'games',
      titleKey: 'betting.list.live',
      games: [
        gameFixture({ id: 7 }),
        gameFixture({ id: 8, home: { id: 103, name: 'Lazio' }, away: { id: 104, name: 'Roma' } }),
      ],
    },
  ],
});

let asked: string[];
beforeEach(() => {
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const call = `${init.method ?? 'GET'} ${new URL(url, 'http://site').pathname}`;
        asked.push(call);
        const gameIds = call === 'PUT /web-api/sportsbook/favorites/8' ? [7, 8] : [7];
        return new Response(JSON.stringify({ gameIds, games: [] }));
      },
    }),
  );
});
afterEach(cleanup);

const content = <SportsbookContent page={page} lng="en" t={t} isLoggedIn pageType="live" />;
const stars = () =>
  screen.getAllByRole('button', { name: bettingEn['betting.favorites.star'] }).map((star) => star.textContent);

describe('the favourite stars', () => {
  it('render empty on the server, without reading the favourites', () => {
    const html = renderToString(withQueries(content));
    expect(html.match(/☆/g)).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('show the favourites read once for the page, and a star’s change as the platform answers it', async () => {
    renderWithQueries(content);
    await waitFor(() => expect(stars()).toEqual(['★', '☆']));
    fireEvent.click(screen.getAllByRole('button', { name: bettingEn['betting.favorites.star'] })[1]!);
    await waitFor(() => expect(stars()).toEqual(['★', '★']));
    expect(asked).toEqual(['GET /web-api/sportsbook/favorites', 'PUT /web-api/sportsbook/favorites/8']);
  });
});
