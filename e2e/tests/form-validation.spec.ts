import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

/** Every body the page sends to save the personal data. */
function personalDataSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/web-api/user/personal-data')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

test('a bad field is refused in the browser and named in Russian and in English; fixed, the form saves', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([await createPlayer(request, baseUrl(), adminToken())]);
  const saves = personalDataSaves(page);

  await page.goto(`${baseUrl()}/ru/office/account/edit`);
  const gate = page.getByRole('form', { name: 'Подтвердите, что это вы' });
  await gate.getByLabel('Пароль').fill('secret-pass-1');
  await gate.getByRole('button', { name: 'Подтвердить' }).click();
  const russian = page.getByRole('form', { name: 'Личные данные' });
  const russianName = russian.getByLabel('Имя', { exact: true });
  await russianName.fill('Анна2');
  await russian.getByLabel('ИНН', { exact: true }).fill('12345');
  await russian.getByRole('button', { name: 'Сохранить' }).click();
  await expect(russianName).toHaveAttribute('aria-invalid', 'true');
  // The first field refused takes the focus, so a phone scrolls back to it from the button.
  await expect(russianName).toBeFocused();
  await expect(russianName).toHaveAccessibleDescription('Поле «Имя»: проверьте значение');
  await expect(russian.getByLabel('ИНН', { exact: true })).toHaveAccessibleDescription(
    'Поле «ИНН»: проверьте значение',
  );
  await expect(russian.getByRole('alert')).toHaveText('Проверьте отмеченные поля');
  await expect(russian.locator('[aria-invalid="true"]')).toHaveCount(2);
  expect(saves).toEqual([]);

  // The re-confirmation holds for half an hour: the English page opens the form at once.
  await page.goto(`${baseUrl()}/en/office/account/edit`);
  const english = page.getByRole('form', { name: 'Personal data' });
  const englishName = english.getByLabel('Name', { exact: true });
  await englishName.fill('Anna2');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(englishName).toHaveAccessibleDescription('Field “Name”: check the value');
  await expect(english.getByRole('alert')).toHaveText('Check the marked fields');
  await expect(page.getByText(/Поле|проверьте/)).toHaveCount(0);
  expect(saves).toEqual([]);

  await englishName.fill('Anna');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({ name: 'Anna' });
  await expect(page.getByRole('region', { name: 'Personal data' }).getByText('Anna', { exact: true })).toBeVisible();
});
