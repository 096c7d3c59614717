import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';
import { shootWidths } from '../support/screenshots';
import { readOutbox } from '../support/outbox';
import { depositByCard } from '../support/payments';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const RECEIPT_SUBJECTS = ['Счёт пополнен', 'Deposit received'];
let counter = 0;
async function playerPage(browser: Browser, request: APIRequestContext, options: Record<string, unknown> = {}) {
  counter += 1;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), {
    // Two workers may start a player in the same millisecond: the worker's index keeps their logins apart.
    login: `mail${Date.now().toString(36)}w${test.info().parallelIndex}n${counter}`,
    password: 'mail-pass-1',
    ...options,
  });
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  return { context, page: await context.newPage() };
}

test('a player turns deposit e-mails off and gets no receipt for the next deposit', async ({ browser, request }) => {
  const email = `mailing${Date.now()}@example.com`;
  const { context, page } = await playerPage(browser, request, { email });
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/office/mailing-settings`);
  const receipts = page.getByRole('switch', { name: 'A receipt for every deposit' });
  await expect(receipts).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'The result of every settled bet' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByText('Your account has no phone number to text.')).toBeVisible();
  await shootWidths(page, 'mailing-en');

  // Other tests send news to every player who takes it meanwhile: only the receipts are counted.
  const receiptCount = async () =>
    (await readOutbox(request, baseUrl(), email)).filter((mail) => RECEIPT_SUBJECTS.includes(mail.subject ?? ''))
      .length;
  await depositByCard(page, '500');
  await expect.poll(receiptCount).toBe(1);

  await receipts.click();
  await expect(page.getByRole('status')).toHaveText('Saved. New messages follow these settings.');
  await expect(receipts).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(receipts).toHaveAttribute('aria-checked', 'false');
  await depositByCard(page, '300');
  expect(await receiptCount()).toBe(1);

  await page.goto(`${baseUrl()}/ru/office/mailing-settings`);
  await expect(page.getByRole('switch', { name: 'Квитанция о каждом пополнении счёта' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await shootWidths(page, 'mailing-ru');
  expect(errors).toEqual([]);
  await context.close();
});

test('a news letter reaches a player who takes news, and its link turns the news off', async ({ browser, request }) => {
  const email = `news${Date.now()}@example.com`;
  const { context, page } = await playerPage(browser, request, { email });
  const sendId = `e2e-news-${Date.now()}`;
  await admin(request, baseUrl(), adminToken(), 'POST', '/newsletters', {
    subject: 'Cup final',
    body: 'Bets on the final are open.',
    sendId,
  });
  const [letter] = await readOutbox(request, baseUrl(), email);
  expect(letter?.subject).toBe('Cup final');
  const path =
    /\/en\/user\/stopnewsletter\?token=[A-Za-z0-9_-]{43}|\/ru\/user\/stopnewsletter\?token=[A-Za-z0-9_-]{43}/.exec(
      letter?.body ?? '',
    )?.[0];
  if (!path) throw new Error('the letter has no unsubscribe link');

  const visitor = await browser.newPage();
  const errors = watchConsoleErrors(visitor);
  await visitor.goto(`${baseUrl()}${path}`);
  await visitor.getByRole('button', { name: /Отписаться от новостей|Stop the news/ }).click();
  // The registration widget beside it may still say it is loading: the page's own answer is the one read.
  await expect(
    visitor.getByRole('status').filter({
      hasText: /Готово: новости и акции на e-mail больше не придут\.|Done: no more news and promotions by e-mail\./,
    }),
  ).toBeVisible();
  await page.goto(`${baseUrl()}/en/office/mailing-settings`);
  await expect(page.getByRole('switch', { name: 'News and promotions' }).first()).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await admin(request, baseUrl(), adminToken(), 'POST', '/newsletters', {
    subject: 'Later',
    body: 'Later news.',
    sendId: `${sendId}-later`,
  });
  expect(await readOutbox(request, baseUrl(), email)).toHaveLength(1);
  expect(errors).toEqual([]);
  await visitor.close();
  await context.close();
});

test('a friend registers through the link and deposits; the player collects the reward', async ({
  browser,
  request,
}) => {
  const { context, page } = await playerPage(browser, request);
  const errors = watchConsoleErrors(page);
  await page.goto(`${baseUrl()}/en/office/bringfriend`);
  await expect(page.getByText('Nobody has registered through your link yet')).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Your invitation link' });
  await expect(link).toHaveValue(new RegExp(`^${baseUrl()}/en/registration\\?refererid=[A-Z2-9]{8}$`));
  await shootWidths(page, 'bringfriend-empty-en');
  const invitation = await link.inputValue();

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(invitation);
  await expect(friend.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = await friendContext.cookies();
  expect(cookies.find((cookie) => cookie.name === 'refererid')?.value).toBe(invitation.split('=')[1]);
  const registered = await friend.request.post(`${baseUrl()}/web-api/registration/one-click`, {
    headers: XHR,
    data: { currency_id: 1, country_id: 643, bonus_choice: 0 },
  });
  expect(registered.status()).toBe(200);

  await page.reload();
  const friends = page.getByRole('list', { name: 'Invited friends' });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends).toContainText('Waiting for the first deposit');

  await depositByCard(friend, '600');
  await page.reload();
  await expect(friends).toContainText('your 300.00 RUB reward is ready to collect');
  await shootWidths(page, 'bringfriend-qualified-en');
  await page.getByRole('button', { name: 'Collect the reward' }).click();
  await expect(page.getByRole('status')).toHaveText('300.00 RUB has been credited to your main account.');
  await expect(friends).toContainText('Reward of 300.00 RUB collected');
  await expect(page.getByRole('button', { name: 'Collect the reward' })).toHaveCount(0);

  await page.goto(`${baseUrl()}/ru/office/bringfriend`);
  await expect(page.getByRole('list', { name: 'Приглашённые друзья' })).toContainText('Вознаграждение 300.00');
  await shootWidths(page, 'bringfriend-ru');
  await page.goto(`${baseUrl()}/ru/office/bringfriend-banners`);
  await expect(page.getByRole('list', { name: 'Баннеры' }).getByRole('listitem')).toHaveCount(3);
  await shootWidths(page, 'banners-ru');
  expect(errors).toEqual([]);
  await friendContext.close();
  await context.close();
});
