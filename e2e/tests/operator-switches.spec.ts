import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { offerInstall } from '../support/install-offer';
import { startPlatform } from '../support/start-platform';
import type { RunningPlatform } from '../support/start-platform';

// Each journey turns a site-wide operator setting, so they get a platform of their own and run in turn.
let platform: RunningPlatform;
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await startPlatform();
});
test.afterAll(async () => {
  await platform.stop();
});

const DESKTOP = { width: 1440, height: 900 };

const setSetting = (page: Page, key: string, value: unknown) =>
  admin(page.request, platform.url, platform.adminToken, 'PUT', `/settings/${key}`, { value });
const resetSetting = (page: Page, key: string) =>
  admin(page.request, platform.url, platform.adminToken, 'DELETE', `/settings/${key}`);

const hydrated = (page: Page) => expect(page.locator('[data-view-state="2"]').first()).toBeAttached();

/** A browser of its own: a visitor, or a new player when `asPlayer`. */
async function newVisitor(browser: Browser, asPlayer = false) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'cookies_agree_type', value: '4', url: platform.url }]);
  if (asPlayer) await context.addCookies([await createPlayer(context.request, platform.url, platform.adminToken)]);
  return context;
}

test('snow falls on the home page, 40 flakes, only while the operator has it on', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const snow = page.getByTestId('snowfall');
  await page.goto(`${platform.url}/en`);
  await expect(page.locator('main')).toBeVisible();
  await expect(snow).toHaveCount(0);

  await setSetting(page, 'isSnowEnabled', true);
  try {
    await page.goto(`${platform.url}/ru`);
    await expect(snow.locator(':scope > *')).toHaveCount(40);
    await expect(snow).toHaveAttribute('aria-hidden', 'true');
    await page.screenshot({ path: test.info().outputPath('snow-home-ru-1440.png') });
    // Only the home page has it.
    await page.goto(`${platform.url}/ru/line`);
    await expect(page.locator('main')).toBeVisible();
    await expect(snow).toHaveCount(0);
  } finally {
    await resetSetting(page, 'isSnowEnabled');
  }
  await page.goto(`${platform.url}/en`);
  await expect(page.locator('main')).toBeVisible();
  await expect(snow).toHaveCount(0);
});

test('the install offer goes to the audience the operator chose: players only, or visitors only', async ({
  browser,
  page,
}) => {
  const visitor = await newVisitor(browser);
  const player = await newVisitor(browser, true);
  /** Whether a page of this browser takes the browser's install offer up. */
  const offersInstall = async (context: typeof visitor) => {
    const tab = await context.newPage();
    await tab.goto(`${platform.url}/en`);
    await hydrated(tab);
    const taken = await offerInstall(tab);
    if (taken) await expect(tab.getByRole('complementary', { name: 'Install the app' })).toBeVisible();
    await tab.close();
    return taken;
  };
  try {
    expect([await offersInstall(visitor), await offersInstall(player)]).toEqual([true, true]);
    await setSetting(page, 'pwaPromptAudience', 'authorised');
    expect([await offersInstall(visitor), await offersInstall(player)]).toEqual([false, true]);
    await setSetting(page, 'pwaPromptAudience', 'anonymous');
    expect([await offersInstall(visitor), await offersInstall(player)]).toEqual([true, false]);
    await setSetting(page, 'isPwa', false);
    expect([await offersInstall(visitor), await offersInstall(player)]).toEqual([false, false]);
  } finally {
    await resetSetting(page, 'pwaPromptAudience');
    await resetSetting(page, 'isPwa');
    await visitor.close();
    await player.close();
  }
});

test('the casino asks a visitor the 18+ question too; in session mode the answer lasts the browser tab', async ({
  browser,
  page,
}) => {
  await setSetting(page, 'ageConfirmation', 'local');
  const visitor = await newVisitor(browser);
  const player = await newVisitor(browser, true);
  const sessionVisitor = await newVisitor(browser);
  try {
    const casino = await visitor.newPage();
    await casino.goto(`${platform.url}/ru/slots`);
    const question = casino.getByRole('dialog', { name: 'Вам уже исполнилось 18 лет?' });
    await expect(question).toBeVisible();
    await casino.screenshot({ path: test.info().outputPath('age-casino-ru-1440.png') });
    await question.getByRole('button', { name: 'Да, мне есть 18' }).click();
    await expect(question).toBeHidden();
    await casino.close();

    // A player has answered with the registration: never asked.
    const playerCasino = await player.newPage();
    await playerCasino.goto(`${platform.url}/en/slots`);
    await hydrated(playerCasino);
    await expect(playerCasino.getByTestId('age-confirmation')).toHaveCount(0);
    await playerCasino.close();

    await setSetting(page, 'ageConfirmation', 'session');
    const liveCasino = await sessionVisitor.newPage();
    await liveCasino.goto(`${platform.url}/en/live-casino`);
    const asked = liveCasino.getByRole('dialog', { name: 'Are you 18 or older?' });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(asked).toBeHidden();
    expect(await liveCasino.evaluate(() => localStorage.getItem('bf_age_confirmed'))).toBeNull();
    await liveCasino.reload();
    await hydrated(liveCasino);
    await expect(liveCasino.getByTestId('age-confirmation')).toHaveCount(0);
    // Another tab is another browser session: asked again.
    const otherTab = await sessionVisitor.newPage();
    await otherTab.goto(`${platform.url}/en/slots`);
    await expect(otherTab.getByRole('dialog', { name: 'Are you 18 or older?' })).toBeVisible();
  } finally {
    await resetSetting(page, 'ageConfirmation');
    await visitor.close();
    await player.close();
    await sessionVisitor.close();
  }
});

test('a page in a language the site does not offer, such as /uz or /kz, opens in the operator’s default language', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // Where the redirect lands; the page may then write its own state into the address.
  const landing = async (path: string) => (await page.goto(`${platform.url}${path}`))?.url();
  expect(await landing('/uz/live')).toBe(`${platform.url}/ru/live`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await setSetting(page, 'defaultLanguage', 'en');
  try {
    expect(await landing('/kz/slots')).toBe(`${platform.url}/en/slots`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await landing('/uz')).toBe(`${platform.url}/en`);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveText([
      'RU',
      'EN',
    ]);
  } finally {
    await resetSetting(page, 'defaultLanguage');
  }
});
