import { expect, test } from '@playwright/test';
import type { FrameLocator, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { cashOutMidFlight, playRound } from '../support/casino-game';
import { mainBalance } from '../support/payments';

// Rounds animate in the game's frame: a journey of several rounds needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** The balance the game's own page shows, without its currency. */
async function frameBalance(game: FrameLocator): Promise<string> {
  return ((await game.locator('.top__balance').textContent()) ?? '').split(' ')[0] ?? '';
}

const cents = (money: string) => Math.round(Number(money) * 100);

const grouped = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}.${fraction}`;
};

async function headerShowsBalance(page: Page) {
  const balance = await mainBalance(page);
  await expect(page.getByRole('button', { name: /Balance of the active account/ })).toContainText(grouped(balance));
}

test('a visitor plays the slot in demo on a phone, with play money only', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/game/101/fruit-reels`);
  const game = page.frameLocator('iframe');
  await expect(game.locator('.top__mode')).toHaveText('Демо: игровые деньги', { timeout: 20_000 });
  await expect(game.locator('.top__balance')).toHaveText('1000.00 FUN', { timeout: 20_000 });
  await expect(game.getByRole('button', { name: 'Крутить' })).toBeVisible();
  // A loss and a win of twice the stake leave the balance where it was: play on until a round moves it.
  await playRound(game);
  for (let round = 1; round < 6 && (await frameBalance(game)) === '1000.00'; round += 1) await playRound(game);
  expect(await frameBalance(game)).not.toBe('1000.00');
  await page.screenshot({ path: test.info().outputPath('slot-demo-phone.png') });
  await expect(page.getByRole('link', { name: 'Войдите, чтобы играть на деньги' })).toBeVisible();
  await context.close();
});

test('the crash game on a phone is named in Russian and its Bet button is within the first screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/game/102/rocket-crash`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ракета');
  await expect(page).toHaveTitle(/^Ракета/);
  const bet = page.frameLocator('iframe').getByRole('button', { name: 'Ставка' });
  await expect(bet).toBeVisible({ timeout: 20_000 });
  // the box is measured in the page's viewport, the frame's offset included
  const box = await bet.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: test.info().outputPath('crash-demo-phone.png') });
  await context.close();
});

test('a player plays the slot and the crash game for real and sees the balance and casino history change', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000' })]);
  const page = await context.newPage();

  await page.goto(`${baseUrl()}/en/game/101/fruit-reels`);
  const slot = page.frameLocator('iframe');
  await expect(slot.locator('.top__mode')).toHaveText('Real money', { timeout: 20_000 });
  await expect(slot.locator('.top__balance')).toHaveText(/^1000\.00 [A-Z]{3}$/);
  await playRound(slot);
  await playRound(slot);
  const afterSlot = await mainBalance(page);
  expect(await frameBalance(slot)).toBe(afterSlot);
  // While a game is open the game's own bar and balance take the site header's place.
  await expect(page.getByRole('button', { name: /Balance of the active account/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('slot-real-desktop.png') });

  await page.goto(`${baseUrl()}/en/game/102/rocket-crash`);
  const crash = page.frameLocator('iframe');
  await expect(crash.locator('.top__balance')).toHaveText(new RegExp(`^${afterSlot.replace('.', '\\.')} `), {
    timeout: 20_000,
  });
  // The player presses Cash out while the multiplier climbs; a flight that crashes first is flown again.
  let flights = 0;
  let won = false;
  while (!won && flights < 10) {
    won = await cashOutMidFlight(crash, 1.1);
    flights += 1;
  }
  expect(won).toBe(true);
  const shown = (await crash.locator('.crash__multiplier').textContent()) ?? '';
  // a stake of 1.00 wins the multiplier it was cashed out at
  const win = /(\d+\.\d{2})×/.exec(shown)?.[1] ?? '';
  expect(Number(win)).toBeGreaterThanOrEqual(1.1);
  await expect(crash.locator('.game__message')).toHaveText(new RegExp(`^You win ${win.replace('.', '\\.')} `));
  // the won flight stands out in the history by a mark and the multiplier it was cashed out at, not by colour alone
  await expect(crash.locator('.crash__history li').first()).toHaveText(`✓ ${win}×`);
  const afterCrash = await mainBalance(page);
  expect(cents(afterCrash)).toBe(cents(afterSlot) - flights * 100 + cents(win));
  expect(await frameBalance(crash)).toBe(afterCrash);
  await page.screenshot({ path: test.info().outputPath('crash-real-desktop.png') });

  await page.getByRole('button', { name: 'Full screen' }).click();
  // the game takes the whole window, over the site's header
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  const frameBox = await page.locator('iframe').boundingBox();
  expect(frameBox?.y).toBeLessThan(80);
  expect(frameBox?.height).toBeGreaterThan(780);
  await page.getByRole('link', { name: 'Close the game' }).click();
  await expect(page.getByText('Thank you for playing!')).toBeVisible();
  await headerShowsBalance(page);

  await page.getByRole('link', { name: 'Casino history' }).click();
  const rounds = page.getByRole('list', { name: 'Casino rounds' }).getByRole('listitem');
  await expect(rounds).toHaveCount(2 + flights);
  await expect(rounds.nth(0)).toContainText('Rocket Crash');
  await expect(rounds.nth(0)).toContainText('Stake 1.00');
  await expect(rounds.nth(0)).toContainText(`Win ${win}`);
  // The crash game's flights come first, newest on top; the slot's two rounds follow them.
  await expect(rounds.nth(flights)).toContainText('Fruit Reels');
  await page.screenshot({ path: test.info().outputPath('office-casino-desktop.png'), fullPage: true });
  await context.close();
});
