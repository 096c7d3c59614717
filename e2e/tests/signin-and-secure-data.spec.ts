import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

// Each journey opens several browsers (phone and desktop, two languages).
test.setTimeout(120_000);

async function contextAt(browser: Browser, viewport: { width: number; height: number }, isMobile = false) {
  return browser.newContext({
    viewport,
    ...(isMobile ? { isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' } : {}),
  });
}

test('secure data needs the password again before it is shown or changed, and the grant lasts', async ({
  browser,
  request,
}) => {
  const cookie = await createPlayer(request, baseUrl(), adminToken());
  const headers = { ...XHR, cookie: `${cookie.name}=${cookie.value}` };
  const refused = await request.post(`${baseUrl()}/web-api/user/personal-data`, {
    headers,
    data: {
      name: 'Anna',
      surname: 'Lee',
      date_birthday: '1990-04-25',
      passport: '4510 123456',
      passport_date: null,
      registration_address: null,
      inn: null,
    },
  });
  expect(refused.status()).toBe(403);
  const granted = await request.post(`${baseUrl()}/web-api/user/secure-data/grant`, {
    headers,
    data: { password: 'secret-pass-1' },
  });
  expect(granted.headers()['set-cookie']).toContain('Max-Age=1800');

  const phone = await contextAt(browser, PHONE, true);
  await phone.addCookies([cookie]);
  const page = await phone.newPage();
  await page.goto(`${baseUrl()}/ru/office/account`);
  await expect(page.getByText('Не заполнено').first()).toBeVisible();
  await page.getByRole('button', { name: 'Показать защищённые данные' }).click();
  const gate = page.getByRole('form', { name: 'Подтвердите, что это вы' });
  await gate.getByLabel('Пароль').fill('wrong-pass-1');
  await gate.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(gate.getByRole('alert')).toHaveText('Неверный пароль');
  await page.screenshot({ path: test.info().outputPath('secure-data-gate-phone-ru.png'), fullPage: true });
  await gate.getByLabel('Пароль').fill('secret-pass-1');
  await gate.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(gate).toBeHidden();

  // Within the grant the edit form opens straight away, filled with the secure data, and saves it.
  await page.goto(`${baseUrl()}/ru/office/account/edit`);
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('Фамилия').fill('Ли');
  await page.getByLabel('Дата рождения').fill('25.04.1990');
  await page.getByLabel('Паспорт', { exact: true }).fill('4510 123456');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL(/\/ru\/office\/account$/);
  await expect(page.getByText('4510 123456')).toBeVisible();
  await phone.close();

  // A new browser of the same player sees only the last characters until it confirms too.
  const desktop = await contextAt(browser, DESKTOP);
  await desktop.addCookies([cookie]);
  const other = await desktop.newPage();
  await other.goto(`${baseUrl()}/en/office/account`);
  await expect(other.getByText('•••••••••56')).toBeVisible();
  await expect(other.getByText('4510 123456')).toHaveCount(0);
  await other.goto(`${baseUrl()}/en/office/account/edit`);
  const editGate = other.getByRole('form', { name: 'Confirm it is you' });
  await expect(editGate).toContainText('Enter your password to see or change them for the next 30 minutes.');
  await other.screenshot({ path: test.info().outputPath('secure-data-gate-desktop-en.png'), fullPage: true });
  await editGate.getByLabel('Password').fill('secret-pass-1');
  await editGate.getByRole('button', { name: 'Confirm' }).click();
  await expect(other.getByLabel('Passport', { exact: true })).toHaveValue('4510 123456');
  await desktop.close();
});

async function withOneTap<T>(request: Parameters<typeof admin>[0], run: () => Promise<T>): Promise<T> {
  await admin(request, baseUrl(), adminToken(), 'PUT', '/features/13', { on: true });
  try {
    return await run();
  } finally {
    await admin(request, baseUrl(), adminToken(), 'PUT', '/features/13', { on: false });
  }
}

const userIdOf = async (context: BrowserContext) => {
  const answer = await context.request.get(`${baseUrl()}/web-api/session/check`);
  return ((await answer.json()) as { user_id: number | null }).user_id;
};

test('one-tap: the provider prompt signs a visitor in, and a script that fails to load says so', async ({
  browser,
  request,
}) => {
  await withOneTap(request, async () => {
    const desktop = await contextAt(browser, DESKTOP);
    const page = await desktop.newPage();
    await page.goto(`${baseUrl()}/en/information/contacts`);
    const card = page.getByRole('dialog', { name: 'Sign in with Test ID' });
    await expect(card).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('one-tap-desktop-en.png') });
    await card.getByRole('button', { name: 'Continue as John Smith' }).click();
    await page.waitForURL(`${baseUrl()}/en`);
    expect(await userIdOf(desktop)).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: 'Sign in with Test ID' })).toHaveCount(0);
    await desktop.close();

    const phone = await contextAt(browser, PHONE, true);
    const onPhone = await phone.newPage();
    await onPhone.goto(`${baseUrl()}/ru`);
    await expect(onPhone.getByRole('dialog', { name: 'Вход через Test ID' })).toBeVisible();
    await onPhone.screenshot({ path: test.info().outputPath('one-tap-phone-ru.png') });
    const signedIn = onPhone.waitForResponse((answer) => answer.url().endsWith('/social-api/oauth/test-id-one-tap'));
    // Signed in, the page opens its return address: here the page it was on, so only a new load tells it.
    const reopened = onPhone.waitForEvent('load');
    await onPhone.getByRole('button', { name: 'Продолжить как Aigerim Bekova' }).click();
    expect((await signedIn).status()).toBe(200);
    await reopened;
    expect(await userIdOf(phone)).toBeGreaterThan(0);
    await phone.close();

    for (const [lng, text] of [
      ['en', 'Failed to load the Test ID One Tap script'],
      ['ru', 'Не удалось загрузить скрипт One Tap Test ID'],
    ] as const) {
      const broken = await contextAt(browser, DESKTOP);
      await broken.route('**/dev/oauth/one-tap.js', (route) => route.abort());
      const brokenPage = await broken.newPage();
      await brokenPage.goto(`${baseUrl()}/${lng}/information/contacts`);
      await expect(brokenPage.getByText(text)).toBeVisible();
      await broken.close();
    }
  });

  const off = await contextAt(browser, DESKTOP);
  const page = await off.newPage();
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(sent.url()));
  await page.goto(`${baseUrl()}/en/information/contacts`);
  await page.waitForLoadState('networkidle');
  expect(asked.some((url) => url.includes('one-tap'))).toBe(false);
  await off.close();
});

test('the right-side registration widget registers a desktop visitor for real, and only a visitor', async ({
  browser,
}) => {
  const desktop = await contextAt(browser, DESKTOP);
  const page = await desktop.newPage();
  await page.goto(`${baseUrl()}/en/information/contacts`);
  const widget = page.getByRole('complementary', { name: 'Registration' });
  await expect(widget.getByRole('heading', { name: 'Sign up in a minute' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('registration-widget-desktop-en.png') });
  await widget.getByRole('button', { name: 'Register' }).click();
  await expect(widget.getByTestId('registration-login')).toHaveText(/^\d{10}$/);
  expect(await userIdOf(desktop)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Registration' })).toHaveCount(0);
  await desktop.close();

  const russian = await contextAt(browser, DESKTOP);
  const ru = await russian.newPage();
  await ru.goto(`${baseUrl()}/ru/live`);
  // On a betting page the form stands under the coupon, in its column: the games keep the rest of the width.
  const column = ru.locator('#coupon-section');
  await expect(column.getByRole('region', { name: 'Регистрация' })).toContainText('Регистрация за минуту');
  await ru.screenshot({ path: test.info().outputPath('registration-widget-desktop-ru.png') });
  const games = await ru.locator('main [data-remote-view="betting"]').boundingBox();
  expect(games?.width).toBeGreaterThan(DESKTOP.width / 2);
  await ru.goto(`${baseUrl()}/ru/registration`);
  await expect(ru.getByRole('complementary', { name: 'Регистрация' })).toHaveCount(0);
  await russian.close();

  const phone = await contextAt(browser, PHONE, true);
  const onPhone = await phone.newPage();
  await onPhone.goto(`${baseUrl()}/ru/information/contacts`);
  await expect(onPhone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(onPhone.getByRole('complementary', { name: 'Регистрация' })).toHaveCount(0);
  await phone.close();
});
