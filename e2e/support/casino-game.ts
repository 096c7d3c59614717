import { expect } from '@playwright/test';
import type { FrameLocator } from '@playwright/test';

/** Plays one round in the game's frame and waits for the game to tell how it went. */
export async function playRound(game: FrameLocator) {
  await game.locator('.action').click();
  await expect(game.locator('.game__message')).not.toBeEmpty({ timeout: 20_000 });
  await expect(game.locator('.action')).toBeEnabled({ timeout: 20_000 });
}

/** The multiplier the crash game's sky shows now, or null once it shows the flight's end. */
async function shownMultiplier(game: FrameLocator): Promise<number | null> {
  const text = (await game.locator('.crash__multiplier').textContent()) ?? '';
  return /^\d+\.\d{2}×$/.test(text) ? Number(text.slice(0, -1)) : null;
}

/**
 * Bets in the crash game and presses Cash out once the multiplier has climbed to `at`; answers whether the
 * cash-out won (the flight may crash before it).
 */
export async function cashOutMidFlight(game: FrameLocator, at: number): Promise<boolean> {
  await game.locator('.action').click();
  const cashOut = game.getByRole('button', { name: /^Cash out / });
  await expect(cashOut).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await cashOut.isVisible()) && ((await shownMultiplier(game)) ?? 0) < at, { timeout: 20_000 })
    .toBe(false);
  if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
  await expect(game.locator('.game__message')).not.toBeEmpty({ timeout: 70_000 });
  await expect(game.locator('.action')).toBeEnabled({ timeout: 20_000 });
  return (await game.locator('.crash__sky').getAttribute('class'))?.includes('crash__sky--won') ?? false;
}

/** Bets in the crash game with an automatic cash-out and waits for the flight's end (up to a minute at 1000×). */
export async function flyWithAutoCashOut(game: FrameLocator, target: string) {
  await game.locator('.crash__auto').check();
  await game.locator('.crash__target').fill(target);
  await game.locator('.action').click();
  await expect(game.locator('.game__message')).not.toBeEmpty({ timeout: 70_000 });
  await expect(game.locator('.action')).toBeEnabled({ timeout: 20_000 });
}
