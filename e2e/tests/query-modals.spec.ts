import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { expectNoSeriousViolations } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { latestCode } from '../support/outbox';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
/** Captchas and codes are counted per address: each visitor comes from one of its own. */
const freshIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
const uniquePhone = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function visitor(browser: Browser, width = 390, height = 844) {
  const context = await browser.newContext({
    viewport: { width, height },
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  return { context, page: await context.newPage() };
}

async function loggedInUserId(page: Page): Promise<number | null> {
  const answer = await page.request.get(`${baseUrl()}/web-api/session/check`);
  return ((await answer.json()) as { user_id: number | null }).user_id;
}

async function solveCaptchaIn(dialog: Locator, label: string): Promise<void> {
  const picture = dialog.locator('img[src^="data:image/svg+xml"]');
  await expect(picture).toBeVisible();
  await dialog.getByLabel(label).fill(solveCaptcha((await picture.getAttribute('src')) ?? ''));
}

test('a link with ?modal=coupon-settings opens the coupon settings over the page, and the choice is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/ru/live?modal=coupon-settings`);
  const dialog = page.getByRole('dialog', { name: 'Настройки купона' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ставки в лайве' })).toBeAttached();
  const anyChange = dialog.getByRole('radio', { name: 'Принимать любые изменения' });
  await anyChange.check();
  await expect(anyChange).toBeChecked();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${baseUrl()}/en?modal=coupon-settings`);
  const again = page.getByRole('dialog', { name: 'Coupon settings' });
  await expect(again.getByRole('radio', { name: 'Accept any change' })).toBeChecked();
});

test('?modal=transfer-user moves a partner’s account: phone and captcha, the SMS code, then a number and a password that log in', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const phone = uniquePhone();
  await page.goto(`${baseUrl()}/ru?modal=transfer-user`);
  const dialog = page.getByRole('dialog', { name: 'Перенос аккаунта' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Номер телефона аккаунта').fill(phone);
  const picture = dialog.locator('img[src^="data:image/svg+xml"]');
  const missedPicture = (await picture.getAttribute('src')) ?? '';
  await dialog.getByLabel('Символы с картинки').fill('WRONG');
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Символы не совпадают с картинкой/);
  // A new picture follows the miss and empties the field: it is the one to solve.
  await expect(picture).not.toHaveAttribute('src', missedPicture);

  await solveCaptchaIn(dialog, 'Символы с картинки');
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Мы отправили шестизначный код по SMS на номер +7 ${phone}.`);
  await expect(dialog.getByRole('button', { name: /Новый код через \d+ с/ })).toBeDisabled();

  // Asked again within the minute (another tab): the earlier code still stands, and the countdown says when.
  const second = await context.newPage();
  await second.goto(`${baseUrl()}/ru?modal=transfer-user`);
  const secondDialog = second.getByRole('dialog', { name: 'Перенос аккаунта' });
  await secondDialog.getByLabel('Номер телефона аккаунта').fill(phone);
  await solveCaptchaIn(secondDialog, 'Символы с картинки');
  await secondDialog.getByRole('button', { name: 'Отправить код' }).click();
  await expect(secondDialog.getByRole('status')).toContainText('отправлен меньше минуты назад');
  await expect(secondDialog.getByRole('button', { name: /Новый код через \d+ с/ })).toBeDisabled();
  await second.close();

  await dialog.getByLabel('Код из SMS').fill('12');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText('Введите шесть цифр кода.')).toBeVisible();
  const code = await latestCode(page.request, baseUrl(), `+7${phone}`);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Код из SMS').fill(wrong);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Код неверный или устарел. Проверьте SMS или запросите новый код.',
  );

  await dialog.getByLabel('Код из SMS').fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  const done = page.getByRole('dialog', { name: 'Ваш аккаунт готов' });
  await expect(done).toBeVisible();
  const accountId = Number(await done.getByTestId('transfer-account').textContent());
  const password = (await done.getByTestId('transfer-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await expect(done.getByRole('button', { name: 'Скопировать пароль' })).toBeVisible();
  expect(await loggedInUserId(page)).toBe(accountId);

  await done.getByRole('button', { name: 'Перейти на сайт' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('header a[href="/ru/office/account"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();

  // Another device: the number and the password log in.
  const other = await visitor(browser, 1440, 900);
  await other.page.goto(`${baseUrl()}/ru`);
  await expect(other.page.locator('[data-view-state="2"]').first()).toBeAttached();
  await other.page.locator('header').getByRole('link', { name: 'Войти' }).click();
  const login = other.page.getByRole('dialog', { name: 'Вход' });
  await login.getByLabel('Логин, e-mail или ID').fill(String(accountId));
  await login.getByLabel('Пароль', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(other.page.locator('header a[href="/ru/office/account"]')).toBeVisible();
  expect(await loggedInUserId(other.page)).toBe(accountId);
  await other.context.close();
});

test('the transfer dialog in English names an unknown partner, and closing it keeps it closed on the page', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser, 1440, 900);
  await page.goto(`${baseUrl()}/en?modal=transfer-user&partner=nobody`);
  const dialog = page.getByRole('dialog', { name: 'Move your account' });
  await dialog.getByLabel('Phone number of your account').fill(uniquePhone());
  await solveCaptchaIn(dialog, 'Characters from the picture');
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This partner site is not known to us: open the link from your partner site again.',
  );
  await expectNoSeriousViolations(page, 'the transfer dialog');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('the transfer dialog is not offered on registration nor with a token, and an unknown modal opens nothing', async ({
  page,
}) => {
  for (const path of [
    '/en/registration?modal=transfer-user',
    '/en?modal=transfer-user&token=abc',
    '/en?modal=unknown',
  ]) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Move your account' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a player marked as moving gets the transfer dialog unasked, not with a token, and closing it keeps it closed', async ({
  browser,
  request,
}) => {
  const { context, page } = await visitor(browser, 1440, 900);
  const cookie = await createPlayer(request, baseUrl(), adminToken());
  await context.addCookies([cookie]);
  const userId = await loggedInUserId(page);
  await admin(request, baseUrl(), adminToken(), 'PUT', `/users/${userId}/required-transfer`, {});

  await page.goto(`${baseUrl()}/en?token=abc`);
  await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${baseUrl()}/en`);
  const dialog = page.getByRole('dialog', { name: 'Move your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await admin(request, baseUrl(), adminToken(), 'PUT', `/users/${userId}/required-transfer`, { required: false });
  await page.goto(`${baseUrl()}/en`);
  await expect(page.locator('[data-view-state="2"]').first()).toBeAttached();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
