import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Adds the first offered selection of the Russian football line to the coupon, retrying until it is in. */
export async function addFirstLineSelection(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/ru/line/1-football`);
  const odd = page.locator('main button[data-selection-id]:not([disabled])').first();
  await expect(async () => {
    if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

const baseUrl = () => process.env.BETFRONT_URL ?? '';

interface LineGame {
  id: number;
  sportId: number;
  champId: number;
  champName: string;
  startAt: string;
  home: { name: string };
  away: { name: string };
  markets: { kind: string; selections: { id: string; coef: string | null }[] }[];
}

/** A line selection offered now, as an odds button would send it to the coupon. */
export async function lineSelection(request: APIRequestContext) {
  const [first] = await lineSelections(request, 1);
  if (!first) throw new Error('no line selection is offered');
  return first;
}

const EXPRESS_BONUS_MIN_COEF = 1.1;

/**
 * Line selections offered now, each of another game, as odds buttons would send them to the coupon: outcomes of
 * the result market (a side or the draw), whatever sport leads the line at the moment. Each is priced 1.10 or more,
 * so that three of them make an express the express bonus applies to.
 */
export async function lineSelections(request: APIRequestContext, count: number) {
  // Long-term bets have no result market: more games are read than picks are asked for.
  const answer = await request.get(
    `${baseUrl()}/web-api/sportsbook/games?mode=line&lng=en&limit=${Math.max(30, count * 3)}`,
  );
  const picks = [];
  const { games } = (await answer.json()) as { games: LineGame[] };
  for (const game of games) {
    for (const market of game.markets.filter((offered) => offered.kind.startsWith('winner'))) {
      const selection = market.selections.find(
        (item) => item.coef !== null && Number(item.coef) >= EXPRESS_BONUS_MIN_COEF,
      );
      if (selection?.coef) {
        picks.push({
          market: {
            id: selection.id,
            coef: selection.coef,
            sportId: game.sportId,
            champId: game.champId,
            typeId: 0,
            kind: 0,
            isLive: false,
            label: market.kind,
          },
          game: {
            id: game.id,
            champName: game.champName,
            opponents: [game.home.name, game.away.name],
            startTime: Date.parse(game.startAt),
          },
          source: 'e2e',
          skipOneClick: true,
        });
        break;
      }
    }
    if (picks.length === count) return picks;
  }
  throw new Error(`fewer than ${count} games have a line selection offered`);
}

/** Publishes couponAddBet until the coupon has taken it (the page may still be starting). */
export async function addToCoupon(page: Page, detail: Awaited<ReturnType<typeof lineSelection>>) {
  await expect(async () => {
    await page.evaluate(
      (bet) => window.dispatchEvent(new CustomEvent('betfront:couponAddBet', { detail: bet })),
      detail,
    );
    const couponRows = '[aria-label="Coupon"] li, [aria-label="Купон"] li';
    await expect(page.locator(`body.quick-coupon-visible, ${couponRows}`)).not.toHaveCount(0, {
      timeout: 500,
    });
  }).toPass({ timeout: 8000 });
}

/** Adds each selection to the coupon once the page's coupon has started, and waits until its tab counts them all. */
export async function addAllToCoupon(page: Page, coupon: Locator, picks: Awaited<ReturnType<typeof lineSelections>>) {
  const [first, ...others] = picks;
  if (!first) return;
  await addToCoupon(page, first);
  for (const pick of others) {
    await page.evaluate((bet) => window.dispatchEvent(new CustomEvent('betfront:couponAddBet', { detail: bet })), pick);
  }
  await expect(coupon.getByRole('tab', { selected: true })).toContainText(String(picks.length));
}
