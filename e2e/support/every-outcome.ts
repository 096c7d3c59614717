import type { Page } from '@playwright/test';
import { finishGame } from './admin';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

interface LiveGame {
  id: number;
  markets: { kind: string; period: string; selections: { id: string; coef: string | null }[] }[];
}

/** The placement limits a player's pace: a refusal for it waits the time it names, once. */
async function placeSingle(page: Page, baseUrl: string, outcome: { id: string; coef: string | null }, amount: string) {
  const place = () =>
    page.request.post(`${baseUrl}/web-api/bets/place`, {
      headers: XHR,
      data: {
        requestId: `e2e-outcome-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        typeId: 0,
        amount,
        bets: [{ id: outcome.id, coef: outcome.coef }],
        changeCoefAction: 1,
      },
    });
  const first = await place();
  if (first.status() !== 429) return first;
  await page.waitForTimeout(10_500);
  return place();
}

/** A game's winner market when every outcome has odds; its lowest odds tell how balanced the game is. */
function winnerOutcomes(game: LiveGame) {
  const winner = game.markets.find((market) => market.period === 'game' && market.kind.startsWith('winner'));
  const outcomes = winner?.selections ?? [];
  return outcomes.length >= 2 && outcomes.every((one) => one.coef !== null) ? outcomes : null;
}

const lowestCoef = (game: LiveGame) => Math.min(...(winnerOutcomes(game) ?? []).map((one) => Number(one.coef)));

/**
 * Stakes a single on every outcome of a live game's winner market, then plays the game to its end: one of the
 * singles wins, whatever the result. Picks the most balanced game not in `skip`; answers its id.
 */
export async function betEveryOutcomeAndFinish(
  page: Page,
  baseUrl: string,
  token: string,
  options: { amount: string; skip: readonly number[] },
): Promise<number> {
  const answer = await page.request.get(`${baseUrl}/web-api/sportsbook/games?mode=live&lng=en&limit=60`);
  const { games } = (await answer.json()) as { games: LiveGame[] };
  const candidates = games
    .filter((game) => !options.skip.includes(game.id) && winnerOutcomes(game) !== null)
    .sort((one, other) => lowestCoef(other) - lowestCoef(one));
  let refusal = '';
  for (const game of candidates) {
    const outcomes = winnerOutcomes(game) ?? [];
    let placed = 0;
    refusal = '';
    for (const outcome of outcomes) {
      const response = await placeSingle(page, baseUrl, outcome, options.amount);
      if (response.status() === 200) placed += 1;
      else refusal = `${response.status()} ${await response.text()}`;
    }
    if (placed === 0) continue;
    await finishGame(page.request, baseUrl, token, game.id);
    return game.id;
  }
  throw new Error(`no live game took a bet on its winner market (${candidates.length} offered it): ${refusal}`);
}
