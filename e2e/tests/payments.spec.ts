import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { watchConsoleErrors } from '../support/console-errors';
import { depositByCard, mainBalance, paymentOf, SETTLES } from '../support/payments';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const PHONE = { name: 'phone', width: 390, height: 844 };
const DESKTOP = { name: 'desktop', width: 1440, height: 900 };
/** Webhooks come from the provider's queue about a second apart; a return page asks again every 3 s. */

async function playerPage(browser: Browser, request: APIRequestContext, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '0' })]);
  const page = await context.newPage();
  return { context, page, errors: watchConsoleErrors(page) };
}

/** Picks a method and an amount on the deposit page and goes on to the test provider's checkout. */
async function startDeposit(page: Page, lng: 'ru' | 'en', method: string, amount: string) {
  await page.goto(`${baseUrl()}/${lng}/office/recharge`);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('textbox', { name: lng === 'ru' ? /Сумма/ : /Amount/ }).fill(amount);
  await page.getByRole('button', { name: lng === 'ru' ? 'Перейти к оплате' : 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/checkout\/lp_/);
}

async function payWithCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** The page's own content, for a look at its layout (the office menu, header and footer left out). */
async function snap(page: Page, name: string) {
  const content = page.locator('main section[aria-labelledby] > div > div:last-child');
  const target = (await content.count()) > 0 ? content.first() : page.locator('main');
  await target.screenshot({ path: test.info().outputPath(name) });
}

const paymentIdOf = (page: Page) => new URL(page.url()).searchParams.get('paymentId') ?? '';

test('a card deposit approved on the provider page credits the balance, on a phone in Russian', async ({
  browser,
  request,
}) => {
  const { context, page, errors } = await playerPage(browser, request, PHONE);
  await startDeposit(page, 'ru', 'Банковская карта', '1 500');
  expect(errors).toEqual([]);
  await snap(page, 'checkout-phone.png');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The card number or expiry is not valid');
  // The provider answers the refused card 400: its page, not the site's, logged that.
  errors.splice(0);
  await payWithCard(page);
  await expect(page).toHaveURL(/\/ru\/onpay\/success\?paymentId=\d+/, SETTLES);
  await expect(page.getByText('1 500.00 RUB зачислено на ваш счёт.')).toBeVisible();
  expect(await mainBalance(page)).toBe('1500.00');
  await snap(page, 'success-phone-ru.png');

  await page.goto(`${baseUrl()}/ru/office/historypay`);
  const payments = page.getByRole('region', { name: 'Пополнения и выводы' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByRole('listitem').first()).toContainText('Выполнен');
  await snap(page, 'historypay-phone-ru.png');
  expect(errors).toEqual([]);
  await context.close();
});

test('declined and cancelled deposits credit nothing and land on their pages, on a desktop in English', async ({
  browser,
  request,
}) => {
  const { context, page, errors } = await playerPage(browser, request, DESKTOP);
  await startDeposit(page, 'en', 'E-wallet', '700');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/fail\?paymentId=\d+/);
  await expect(page.getByText('The payment was declined. No money was taken.')).toBeVisible(SETTLES);
  await snap(page, 'fail-desktop-en.png');

  await startDeposit(page, 'en', 'Bank card', '300');
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/cancel\?paymentId=\d+/);
  await expect(page.getByText('The payment was cancelled. No money was taken.')).toBeVisible(SETTLES);

  // The success page of a cancelled payment tells the truth: the address is only a hint.
  await page.goto(`${baseUrl()}/en/onpay/success?paymentId=${paymentIdOf(page)}`);
  await expect(page).toHaveURL(/\/en\/onpay\/cancel\?paymentId=\d+/, SETTLES);
  expect(await mainBalance(page)).toBe('0.00');
  await page.goto(`${baseUrl()}/en/office/recharge`);
  await page.getByRole('radio', { name: 'Mobile phone balance' }).check();
  await page.getByRole('textbox', { name: /Amount/ }).fill('99.999');
  await expect(page.getByText('The amount can have at most two decimals')).toBeVisible();
  await page.getByRole('textbox', { name: /Amount/ }).fill('1000');
  await expect(page.getByText('Fee 40.00 RUB; 960.00 RUB will be credited to your account.')).toBeVisible();
  await snap(page, 'recharge-desktop-en.png');
  expect(errors).toEqual([]);
  await context.close();
});

test('a deposit left pending is credited once when the provider approves it later, on a phone in English', async ({
  browser,
  request,
}) => {
  const { context, page } = await playerPage(browser, request, PHONE);
  await startDeposit(page, 'en', 'Faster Payments (SBP)', '2000');
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/pending\?paymentId=\d+/);
  await expect(page.getByText('The payment system is still processing your payment.')).toBeVisible(SETTLES);
  await snap(page, 'pending-phone-en.png');
  const id = paymentIdOf(page);

  const provider = await context.newPage();
  await provider.goto(`${baseUrl()}/dev/payments`);
  await provider
    .getByRole('row', { name: new RegExp(id) })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+/, SETTLES);
  await expect(page.getByText('2 000.00 RUB is credited to your account.')).toBeVisible();
  expect(await mainBalance(page)).toBe('2000.00');
  await context.close();
});

test('a withdrawal is held, approved by the operator and paid out, on a desktop in Russian', async ({
  browser,
  request,
}) => {
  const { context, page, errors } = await playerPage(browser, request, DESKTOP);
  await depositByCard(page, '1000');
  await page.goto(`${baseUrl()}/ru/office/deduce`);
  await page.getByRole('radio', { name: 'Банковская карта' }).check();
  await page.getByRole('textbox', { name: /Сумма/ }).fill('300');
  await snap(page, 'deduce-desktop-ru.png');
  await page.getByRole('button', { name: 'Заказать выплату' }).click();
  await expect(page).toHaveURL(/\/ru\/onpay\/withdraw\/pending\?paymentId=\d+/);
  await expect(page.getByText('Заявка ждёт проверки; сумма зарезервирована на счёте.')).toBeVisible();
  expect(await mainBalance(page)).toBe('700.00');

  await admin(request, baseUrl(), adminToken(), 'POST', `/withdrawals/${paymentIdOf(page)}/approve`);
  await expect(page).toHaveURL(/\/ru\/onpay\/withdraw\/success\?paymentId=\d+/, SETTLES);
  await expect(page.getByText('300.00 RUB выплачено на ваш способ оплаты.')).toBeVisible();
  expect(await mainBalance(page)).toBe('700.00');
  await snap(page, 'withdraw-success-desktop-ru.png');
  expect(errors).toEqual([]);
  await context.close();
});

test('a withdrawal cancelled while it waits comes back to the balance, on a phone in Russian', async ({
  browser,
  request,
}) => {
  const { context, page, errors } = await playerPage(browser, request, PHONE);
  await depositByCard(page, '1000');
  await page.goto(`${baseUrl()}/ru/office/deduce`);
  await page.getByRole('radio', { name: 'Банковская карта' }).check();
  await page.getByRole('textbox', { name: /Сумма/ }).fill('250');
  await page.getByRole('button', { name: 'Заказать выплату' }).click();
  await expect(page).toHaveURL(/\/ru\/onpay\/withdraw\/pending/);
  expect(await mainBalance(page)).toBe('750.00');

  await page.goto(`${baseUrl()}/ru/office/deduce`);
  const waiting = page.getByRole('region', { name: 'Заявки на рассмотрении' });
  await snap(page, 'deduce-pending-phone-ru.png');
  await waiting.getByRole('button', { name: 'Отменить' }).click();
  await expect(waiting.getByRole('status')).toHaveText('Заявка отменена, деньги вернулись на счёт.');
  expect(await mainBalance(page)).toBe('1000.00');
  expect(errors).toEqual([]);
  await context.close();
});

test('a forged webhook changes nothing', async ({ browser, request }) => {
  const { context, page } = await playerPage(browser, request, DESKTOP);
  await startDeposit(page, 'en', 'Bank card', '5000');
  const transactionId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Leave pending' }).click();
  const id = paymentIdOf(page);
  const body = JSON.stringify({
    eventId: 'ev_ffffffffffffffffffffffff',
    transactionId,
    paymentId: id,
    status: 'approved',
    amount: '5000.00',
    currencyIso: 'RUB',
  });
  const forged = await request.post(`${baseUrl()}/payments-api/webhooks/local`, {
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    },
    data: body,
  });
  expect(forged.status()).toBe(401);
  await expect.poll(async () => (await paymentOf(page, id)).status, SETTLES).toBe('pending');
  expect(await mainBalance(page)).toBe('0.00');
  await context.close();
});

test('a payment request about a deposit is answered by the operator, on a phone in Russian', async ({
  browser,
  request,
}) => {
  const { context, page, errors } = await playerPage(browser, request, PHONE);
  await depositByCard(page, '1000');
  await page.goto(`${baseUrl()}/ru/office/payment/create-request`);
  await page
    .getByRole('navigation', { name: 'Темы платёжных заявок' })
    .getByRole('link', { name: 'Пополнение счёта' })
    .click();
  await page
    .getByRole('navigation', { name: 'Пополнение счёта' })
    .getByRole('link', { name: 'Выбрать операцию' })
    .click();
  await page
    .getByRole('navigation', { name: 'Выбрать операцию' })
    .getByRole('link', { name: /1\s000\.00\sRUB · Выполнен/ })
    .click();
  await expect(page).toHaveURL(/\/ru\/office\/payment\/create-request\/1\/transactions\/\d+$/);
  const form = page.getByRole('form', { name: 'Платёжная заявка' });
  await form.getByLabel('Суть обращения').selectOption({ label: 'Зачислена другая сумма' });
  await form.getByLabel(/Опишите проблему/).fill('Я платил 1000, хочу проверить сумму.');
  await snap(page, 'create-request-phone-ru.png');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page).toHaveURL(/\/ru\/office\/payment\/requests$/);
  const item = page.getByRole('article', { name: /Платёжная заявка № \d+/ });
  await expect(item).toContainText('Зачислена другая сумма');
  await expect(item).toContainText('Ждёт ответа');

  const id = ((await item.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  await admin(request, baseUrl(), adminToken(), 'POST', `/payment-requests/${id}/answers`, {
    message: 'Проверили: зачислено 1000 ₽, всё верно.',
  });
  await page.reload();
  await expect(item).toContainText('Есть ответ');
  await expect(item).toContainText('Поддержка');
  await expect(item).toContainText('Проверили: зачислено 1000 ₽, всё верно.');
  await snap(page, 'requests-phone-ru.png');
  expect(errors).toEqual([]);
  await context.close();
});
