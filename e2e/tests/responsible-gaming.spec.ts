import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import coupon from '../../apps/platform/src/dictionaries/data/coupon/ru.json' with { type: 'json' };
import en from '../../apps/platform/src/dictionaries/data/responsible/en.json' with { type: 'json' };
import ru from '../../apps/platform/src/dictionaries/data/responsible/ru.json' with { type: 'json' };
import { admin, createPlayer } from '../support/admin';
import { addFirstLineSelection } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const PASSWORD = 'secret-pass-1';

async function playerContext(browser: Browser, viewport = DESKTOP, options: Record<string, unknown> = {}) {
  const context = await browser.newContext({ viewport });
  const login = `rg${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await context.addCookies([
    await createPlayer(context.request, baseUrl(), adminToken(), { balance: '1000.00', login, ...options }),
  ]);
  return { context, login, page: await context.newPage() };
}

const limitCard = (page: Page, label: string) => page.getByRole('article', { name: label });

/** Sets a limit that is not set yet through its card on the office page. */
async function setLimit(page: Page, label: string, value: string) {
  const card = limitCard(page, label);
  const field = card.getByLabel(ru['responsible.set_value']);
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption({ label: value });
  else await field.fill(value);
  await card.getByRole('button', { name: ru['responsible.set'], exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ru['responsible.saved'] })).toBeVisible();
  await expect(card).toContainText(ru['responsible.state.ACTIVE']);
}

/** Adds the first offered line selection to the coupon and places it at the coupon's default amount. */
async function placeFromCoupon(page: Page) {
  await addFirstLineSelection(page, baseUrl());
  const region = page.getByRole('complementary').getByRole('region', { name: coupon['coupon.title'] });
  await region.getByRole('button', { name: coupon['coupon.place'] }).click();
  return region;
}

async function logInAgain(context: BrowserContext, login: string) {
  const answer = await context.request.post(`${baseUrl()}/web-api/auth/login`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { uLogin: login, uPassword: PASSWORD },
  });
  expect(answer.status()).toBe(200);
}

test('a wagering limit set on the office page refuses a bet above it, and nothing is taken', async ({ browser }) => {
  const { context, page } = await playerContext(browser);
  await page.goto(`${baseUrl()}/ru/office/responsible`);
  await setLimit(page, ru['responsible.type.1'], '100');
  await expect(limitCard(page, ru['responsible.type.1'])).toContainText('100,00');

  const region = await placeFromCoupon(page);
  await expect(region.getByText(coupon['coupon.error.wagering_limit_exceeded'])).toBeVisible();
  const opened = await (await context.request.get(`${baseUrl()}/web-api/bets/opened`)).json();
  expect(opened.coupons).toEqual([]);
  await expect(page.getByRole('banner')).toContainText('1 000.00');
  await context.close();
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`raising a deposit limit asks the questionnaire and leaves the raise pending, on a ${name}`, async ({
    browser,
  }) => {
    const { context, page } = await playerContext(browser, viewport);
    await page.goto(`${baseUrl()}/ru/office/responsible`);
    await setLimit(page, ru['responsible.type.20'], '500');
    const card = limitCard(page, ru['responsible.type.20']);
    await card.getByLabel(ru['responsible.new_value']).fill('1000');
    await card.getByRole('button', { name: ru['responsible.change'] }).click();

    const questionnaire = page.getByRole('form', { name: ru['responsible.questionnaire.title'] });
    await expect(questionnaire.getByRole('group')).toHaveCount(3);
    for (const question of await questionnaire.getByRole('group').all()) {
      await question.getByLabel(ru['responsible.no']).check();
    }
    await questionnaire.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`questionnaire-ru-${name}.png`) });
    await questionnaire.getByRole('button', { name: ru['responsible.questionnaire.send'] }).click();
    await expect(page.getByText(ru['responsible.questionnaire.passed'])).toBeVisible();
    const pending = card.getByRole('group', { name: ru['responsible.pending.title'] });
    await expect(pending).toContainText(/1\s000,00/);
    await expect(pending.getByRole('button', { name: ru['responsible.pending.confirm'] })).toBeDisabled();
    await expect(card).toContainText('500,00');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`pending-ru-${name}.png`) });

    await page.goto(`${baseUrl()}/en/office/responsible`);
    const english = limitCard(page, en['responsible.type.20']);
    await expect(english.getByRole('group', { name: en['responsible.pending.title'] })).toContainText('1,000.00');
    await english.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`pending-en-${name}.png`) });
    await page.getByRole('region', { name: en['responsible.type.30'] }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`exclusion-en-${name}.png`) });
    await context.close();
  });
}

test('the session limit logs the player out when it ends', async ({ browser, request }) => {
  // An hour of the session limit lasts 30 s here (a test-only command, refused in production).
  await admin(request, baseUrl(), adminToken(), 'POST', '/limits/clock', { hourSeconds: 30 });
  try {
    const { context, page } = await playerContext(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}/ru/office/responsible`);
    // The session's time counts from the page's first ping, which follows the shell's fresh read of the limits.
    const firstPing = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/ping'));
    await setLimit(page, ru['responsible.type.31'], '1 час');
    await firstPing;
    // A minute of play passes on the limit clock; the page's next ping, 30 s on, is the one that ends the session.
    await admin(request, baseUrl(), adminToken(), 'POST', '/limits/clock', { seconds: 60 });
    await page.clock.fastForward(30_000);
    await expect(page.getByText(ru['responsible.error.session_limit_ended'])).toBeVisible({ timeout: 20_000 });
    const session = await (await context.request.get(`${baseUrl()}/web-api/session/check`)).json();
    expect(session.user_id).toBeNull();
    await page.screenshot({ path: test.info().outputPath('session-limit-ended.png') });
    await context.close();
  } finally {
    await admin(request, baseUrl(), adminToken(), 'POST', '/limits/clock', { hourSeconds: 3600 });
  }
});

test('the reality check appears on time, survives a reload and closes on "continue"', async ({ browser, request }) => {
  const { context, page } = await playerContext(browser, PHONE);
  await page.clock.install();
  await page.goto(`${baseUrl()}/ru/office/responsible`);
  await setLimit(page, ru['responsible.type.32'], '5 минут');
  const dialog = page.getByRole('dialog', { name: ru['responsible.reality.title'] });
  await expect(dialog).toBeHidden();
  await admin(request, baseUrl(), adminToken(), 'POST', '/limits/clock', { seconds: 300 });
  // The page's next ping, 30 s on, brings the check that has fallen due.
  await page.clock.fastForward(30_000);
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(ru['responsible.reality.stakes']);
  await page.screenshot({ path: test.info().outputPath('reality-check-ru-phone.png') });
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ru['responsible.reality.continue'] }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('article', { name: ru['responsible.type.32'] })).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('a self-excluded player cannot bet but can still reach withdrawal', async ({ browser }) => {
  const { context, login, page } = await playerContext(browser);
  await page.goto(`${baseUrl()}/ru/office/responsible`);
  const section = page.getByRole('region', { name: ru['responsible.type.30'] });
  await section.getByLabel(ru['responsible.self_exclusion.period']).selectOption({ label: '7 дней' });
  await section.getByLabel(ru['responsible.self_exclusion.reason']).selectOption({ label: ru['responsible.reason.2'] });
  await expect(section.getByText(ru['responsible.self_exclusion_warning'])).toBeVisible();
  await section.getByLabel(ru['responsible.self_exclusion.understood']).check();
  await page.screenshot({ path: test.info().outputPath('self-exclusion-ru-desktop.png'), fullPage: true });
  await section.getByRole('button', { name: ru['responsible.self_exclusion.start'] }).click();
  await page.waitForURL(`${baseUrl()}/ru`);
  const ended = await (await context.request.get(`${baseUrl()}/web-api/session/check`)).json();
  expect(ended.user_id).toBeNull();

  await logInAgain(context, login);
  const region = await placeFromCoupon(page);
  await expect(region.getByText(coupon['coupon.error.self_excluded'])).toBeVisible();
  await page.goto(`${baseUrl()}/ru/office/deduce`);
  await expect(page).toHaveURL(`${baseUrl()}/ru/office/deduce`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${baseUrl()}/ru/office/responsible`);
  await expect(page.getByRole('region', { name: ru['responsible.type.30'] })).toContainText(
    ru['responsible.self_exclusion.until'].split('{{')[0] ?? '',
  );
  await context.close();
});
