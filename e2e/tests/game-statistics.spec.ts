import { expect, test } from '@playwright/test';
import { finishGame } from '../support/admin';
import { expectNoSeriousViolations, waitForViews } from '../support/axe';
import { shootWidths } from '../support/screenshots';

const baseURL = () => process.env.BETFRONT_URL ?? '';
const token = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

interface ListedGame {
  id: number;
  home: { id: number; name: string };
  away: { id: number; name: string };
}

const sidesOf = (game: ListedGame) => [game.home.id, game.away.id];

test('a game’s statistics popup shows its facts, the sides’ meetings and a side’s game the operator finished', async ({
  page,
  request,
}) => {
  const list = async (mode: 'live' | 'line') =>
    (
      (await (await request.get(`${baseURL()}/web-api/sportsbook/games?lng=ru&mode=${mode}&limit=300`)).json()) as {
        games: ListedGame[];
      }
    ).games;
  const [live, line] = await Promise.all([list('live'), list('line')]);
  const pairs = live.flatMap((played) =>
    line
      .filter((next) => sidesOf(next).some((side) => sidesOf(played).includes(side)))
      .map((next) => ({ played, next })),
  );
  const [pair] = pairs;
  if (!pair) throw new Error('no line game shares a side with a game in play');
  await finishGame(request, baseURL(), token(), pair.played.id);

  await page.goto(`${baseURL()}/ru/statisticpopup/game/${pair.played.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статистика');
  await expect(page.getByText('Завершён')).toBeVisible();
  await shootWidths(page, 'statistics-finished');

  await page.goto(`${baseURL()}/ru/statisticpopup/game/${pair.next.id}`);
  await expect(page.getByText(`${pair.next.home.name} — ${pair.next.away.name}`).first()).toBeVisible();
  await expect(page.getByText('Не начался')).toBeVisible();
  const playedSides = `${pair.played.home.name} — ${pair.played.away.name}`;
  await expect(page.getByRole('listitem').filter({ hasText: playedSides }).first()).toBeVisible();
  await expect(page.getByText('здесь появ', { exact: false })).toHaveCount(0);
  await waitForViews(page);
  await expectNoSeriousViolations(page, 'statistics of a line game');
  await shootWidths(page, 'statistics-line');

  const missing = await page.goto(`${baseURL()}/ru/statisticpopup/game/999999999`);
  expect(missing?.status()).toBe(404);
});
