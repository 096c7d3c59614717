import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const languageLinks = (page: Page, label: string, part: 'banner' | 'contentinfo' = 'banner') =>
  page.getByRole(part).getByRole('navigation', { name: label }).getByRole('link');

test('the header offers only the languages the site has every text of, to visitors and players alike', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/en/live`);
  await expect(languageLinks(page, 'Language')).toHaveText(['RU', 'EN']);
  await expect(languageLinks(page, 'Language').first()).toHaveAttribute('href', '/ru/live');
  await expect(languageLinks(page, 'Language', 'contentinfo')).toHaveText(['Русский', 'English']);

  // Uzbek has no texts: the operator cannot offer it, and nothing changes for anyone.
  const refused = await request.put(`${baseUrl()}/admin-api/languages/uz`, {
    headers: { authorization: `Bearer ${adminToken()}` },
    data: { name: 'Oʻzbekcha' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('language_incomplete');

  // Away from the visitor's page first: it would notice the new login and load itself again under the next goto.
  await page.goto('about:blank');
  await page.context().addCookies([await createPlayer(request, baseUrl(), adminToken())]);
  await page.goto(`${baseUrl()}/ru/office/account`);
  await expect(languageLinks(page, 'Язык')).toHaveText(['RU', 'EN']);
  for (const path of ['/uz/office/account', '/kz/office/account']) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page).toHaveURL(`${baseUrl()}/ru/office/account`);
  }
});

/** The day 17 years ago, as a Russian date field takes it. */
function seventeenYearsAgo(): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() - 17);
  return day.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

test('an under-18 birth date on the Russian personal data page is refused in Russian at that field only', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([await createPlayer(request, baseUrl(), adminToken())]);
  await page.goto(`${baseUrl()}/ru/office/account/edit`);
  const gate = page.getByRole('form', { name: 'Подтвердите, что это вы' });
  await gate.getByLabel('Пароль').fill('secret-pass-1');
  await gate.getByRole('button', { name: 'Подтвердить' }).click();

  const form = page.getByRole('form', { name: 'Личные данные' });
  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Фамилия').fill('Ли');
  await form.getByLabel('Дата рождения').fill(seventeenYearsAgo());
  await form.getByLabel('Паспорт', { exact: true }).fill('4510 123456');
  await form.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByText('Личные данные не сохранены: проверьте отмеченные поля')).toBeVisible();
  const birthDate = form.getByLabel('Дата рождения');
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveAccessibleDescription('Поле «Дата рождения»: Вам должно быть не меньше 18 лет');
  // No other field is marked, and nothing is in English.
  await expect(form.getByText('проверьте значение')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(form.getByText('Вам должно быть не меньше 18 лет')).toHaveCount(1);
  await expect(page.getByText(/The body is not valid|must be/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/ru\/office\/account\/edit$/);
  await page.screenshot({ path: test.info().outputPath('personal-data-under-18-ru-390.png'), fullPage: true });
});
