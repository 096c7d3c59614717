import { expect } from '@playwright/test';
import type { FrameLocator } from '@playwright/test';

/** Plays one round in the game's frame and waits for the game to tell how it went. */
export async function playRound(game: FrameLocator) {
  await game.locator('.action').click();
  await expect(game.locator('.game__message')).not.toBeEmpty({ timeout: 20_000 });
  await expect(game.locator('.action')).toBeEnabled({ timeout: 20_000 });
}
