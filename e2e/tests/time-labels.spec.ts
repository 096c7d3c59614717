import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test.setTimeout(90_000);

/** A visitor in UTC+9: every time the pages below write is on that clock, and none of them is labelled UTC. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tzo', value: '9', url: baseUrl() }]);
});

/** An instant as the English pages write a date and time in UTC+9. */
const inTokyo = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Etc/GMT-9',
  }).format(new Date(iso));

test('the results of the day are the visitor’s calendar day, with no UTC label, in both languages', async ({
  page,
}) => {
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  for (const [lng, heading] of [
    ['en', /^Finished on /],
    ['ru', /^Завершились /],
  ] as const) {
    await page.goto(`${baseUrl()}/${lng}/results`);
    const title = page.getByRole('heading', { name: heading });
    await expect(title).toBeVisible();
    await expect(title).not.toContainText('UTC');
    const day = new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'ru-RU', {
      ...(lng === 'en' ? { day: 'numeric', month: 'short' } : { day: '2-digit', month: '2-digit' }),
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(today));
    await expect(title).toHaveText(lng === 'en' ? `Finished on ${day}` : `Завершились ${day}`);
    await expect(page.locator('main')).not.toContainText('UTC');
  }
});

test('a casino tournament’s start and end are written on the visitor’s clock without a UTC label', async ({
  page,
  request,
}) => {
  const startsAt = '2030-03-17T17:46:00.000Z';
  const endsAt = '2030-03-24T17:46:00.000Z';
  const created = (await admin(request, baseUrl(), adminToken(), 'POST', '/casino-tournaments', {
    titleRu: 'Весенний турнир',
    titleEn: 'Spring cup',
    rulesRu: 'Каждый рубль ставки — очко.',
    rulesEn: 'Every rouble staked is a point.',
    scoring: 'stake',
    minStake: '0.10',
    currencyIso: 'RUB',
    gameIds: ['101'],
    prizes: ['50'],
    startsAt,
    endsAt,
  })) as { result: { id: number } };
  await page.goto(`${baseUrl()}/en/bonus/casino/tournaments/${created.result.id}`);
  const main = page.locator('main');
  await expect(main).toContainText(inTokyo(startsAt));
  await expect(main).toContainText(inTokyo(endsAt));
  await expect(main).toContainText('18 Mar 2030, 02:46');
  await expect(main).not.toContainText('UTC');
  await page.goto(`${baseUrl()}/ru/bonus/casino/tournaments/${created.result.id}`);
  await expect(page.locator('main')).toContainText('18.03.2030 02:46');
  await expect(page.locator('main')).not.toContainText('UTC');
});

test('the bonus wheel tells a player when the day of plays turns, on their clock', async ({ page, request }) => {
  await page.context().addCookies([await createPlayer(request, baseUrl(), adminToken())]);
  await page.goto(`${baseUrl()}/en/fortuna`);
  await expect(page.getByText('One play a day; a new day starts at 09:00 your time.')).toBeVisible();
  await page.goto(`${baseUrl()}/ru/fortuna`);
  await expect(page.getByText('Одна попытка в день; новый день начинается в 09:00 по вашему времени.')).toBeVisible();
});
