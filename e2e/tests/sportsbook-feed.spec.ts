import { expect, test } from '@playwright/test';
import { createPlayer, finishGame } from '../support/admin';

const baseURL = () => process.env.BETFRONT_URL ?? '';
const token = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

interface FeedGame {
  id: number;
  version: number;
  status: string;
}

test('a browser gets a snapshot of live games over the feed, then the ones that changed', async ({ page, request }) => {
  const listed = (await (
    await request.get(`${baseURL()}/web-api/sportsbook/games?lng=en&mode=live&limit=8`)
  ).json()) as {
    games: FeedGame[];
  };
  const ids = listed.games.map((game) => game.id);
  expect(ids.length).toBeGreaterThan(0);
  await page.goto(`${baseURL()}/en`);
  const events = await page.evaluate(
    (feedIds) =>
      new Promise<FeedGame[][]>((resolve, reject) => {
        const received: FeedGame[][] = [];
        const source = new EventSource(`/web-api/sportsbook/feed?lng=en&ids=${feedIds.join(',')}`);
        const timer = setTimeout(() => {
          source.close();
          reject(new Error(`only ${received.length} events`));
        }, 8000);
        source.addEventListener('games', (event) => {
          received.push((JSON.parse(event.data as string) as { games: FeedGame[] }).games);
          if (received.length < 2) return;
          clearTimeout(timer);
          source.close();
          resolve(received);
        });
      }),
    ids,
  );
  const [snapshot = [], update = []] = events;
  expect(snapshot.map((game) => game.id).sort()).toEqual([...ids].sort());
  expect(update.length).toBeGreaterThan(0);
  for (const game of update) {
    expect(game.version).toBeGreaterThan(snapshot.find((known) => known.id === game.id)?.version ?? Infinity);
  }
});

test('a game the operator finishes shows in the day’s results and leaves the favourites', async ({ request }) => {
  const cookie = await createPlayer(request, baseURL(), token());
  const headers = { cookie: `${cookie.name}=${cookie.value}`, 'x-requested-with': 'XMLHttpRequest' };
  const listed = (await (
    await request.get(`${baseURL()}/web-api/sportsbook/games?lng=en&mode=live&limit=1`)
  ).json()) as {
    games: FeedGame[];
  };
  const [game] = listed.games;
  if (!game) throw new Error('no game in play');

  const added = await request.put(`${baseURL()}/web-api/sportsbook/favorites/${game.id}`, { headers });
  expect(((await added.json()) as { gameIds: number[] }).gameIds).toEqual([game.id]);

  await finishGame(request, baseURL(), token(), game.id);
  const results = (await (await request.get(`${baseURL()}/web-api/sportsbook/results?lng=en`)).json()) as {
    games: { id: number }[];
  };
  expect(results.games.map((finished) => finished.id)).toContain(game.id);
  const favorites = await request.get(`${baseURL()}/web-api/sportsbook/favorites`, { headers });
  expect(await favorites.json()).toEqual({ gameIds: [], games: [] });
});
