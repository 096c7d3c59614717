import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('the bet history filter writes days in the language’s order and sends ISO days', async ({ browser, request }) => {
  // A browser in American English: its own date inputs would show 11/26/2026 on the Russian site.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/office/history?from=2026-11-01&to=2026-11-26`);
  const from = page.getByRole('textbox', { name: 'С' });
  const to = page.getByRole('textbox', { name: 'По' });
  await expect(from).toHaveValue('01.11.2026');
  await expect(to).toHaveValue('26.11.2026');
  await expect(from).toHaveAttribute('placeholder', 'дд.мм.гггг');
  await expect(page.getByRole('button', { name: 'Выбрать в календаре' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('history-filter-ru-390.png') });

  await from.fill('05.11.2026');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/from=2026-11-05&to=2026-11-26/);
  await expect(page.getByRole('textbox', { name: 'С' })).toHaveValue('05.11.2026');

  await page.goto(`${baseUrl()}/en/office/history?from=2026-11-01`);
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('01/11/2026');
  await context.close();
});

test('a day that is not in the calendar is refused before the form is sent', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '100.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/office/history`);
  // The form is filled in once its view has hydrated: the page has read the player's accounts, the header shows
  // the balance.
  await waitForViews(page);
  await expect(page.getByRole('button', { name: /^Баланс активного счёта/ })).toBeVisible();
  const from = page.getByRole('textbox', { name: 'С' });
  await from.fill('31.02.2026');
  await expect(from).toHaveValue('31.02.2026');
  await expect.poll(() => from.evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).not.toHaveURL(/from=/);
  expect(await from.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'Введите дату в виде дд.мм.гггг, например 26.11.2026.',
  );
  await context.close();
});
