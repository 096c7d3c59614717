import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin } from '../support/admin';
import { solveCaptcha } from '../support/captcha';
import { readOutbox } from '../support/outbox';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const operator = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>) =>
  admin(request, baseUrl(), adminToken(), method, path, data);

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A new logged-in player in a fresh browser context. */
async function playerPage(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
  options: Record<string, unknown> = {},
): Promise<{ page: Page; userId: number; login: string }> {
  const login = `support${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const answer = (await operator(request, 'POST', '/users', { login, password: 'secret-pass-1', ...options })) as {
    result: { userId: number; cookie: string };
  };
  const [name = '', value = ''] = answer.result.cookie.split('=');
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { page: await context.newPage(), userId: answer.result.userId, login };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const viewport of VIEWPORTS) {
  test(`a player reads the operator's message and the header's unread count drops, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const { page, userId } = await playerPage(browser, request, viewport);
    for (const subject of ['Ваш бонус начислен', 'Новые правила акции']) {
      await operator(request, 'POST', '/messages', { userId, subject, body: `${subject}: подробности в письме.` });
    }
    await page.goto(`${baseUrl()}/ru/office/messages`);
    const header = page.getByRole('banner');
    const isPhone = viewport.width < 1024;
    /** The header's count: on a phone on the menu button, which holds the way to the messages. */
    const headerCount = (name: string) =>
      isPhone
        ? header.getByRole('button', { name: name === 'Messages' ? 'Menu' : `Меню. ${name}`, exact: true })
        : header.getByRole('link', { name, exact: true });
    await expect(headerCount('Сообщения, 2 непрочитанных')).toBeVisible();
    if (isPhone) {
      await headerCount('Сообщения, 2 непрочитанных').click();
      await expect(page.getByRole('dialog').getByRole('link', { name: /Сообщения/ })).toContainText('непрочитанных: 2');
      await page.keyboard.press('Escape');
    }
    const inbox = page.getByRole('list', { name: 'Ваши сообщения' });
    await expect(inbox.getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `messages-${viewport.name}-ru`);

    await inbox.getByRole('button', { name: /Новые правила акции/ }).click();
    await expect(inbox.getByText('Новые правила акции: подробности в письме.')).toBeVisible();
    await expect(headerCount('Сообщения, 1 непрочитанное')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 непрочитанное сообщение' })).toBeVisible();
    await shot(page, `messages-open-${viewport.name}-ru`);

    await inbox.getByRole('button', { name: 'Удалить' }).click();
    await expect(inbox.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Ваши сообщения' }).getByRole('listitem')).toHaveCount(1);
    await expect(headerCount('Сообщения, 1 непрочитанное')).toBeVisible();

    await page.goto(`${baseUrl()}/en/office/messages`);
    await page.getByRole('button', { name: /Ваш бонус начислен/ }).click();
    await expect(headerCount('Messages')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All messages are read' })).toBeVisible();
    await shot(page, `messages-${viewport.name}-en`);
  });
}

/** A 1×1 PNG, as a screenshot the player attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const viewport of VIEWPORTS) {
  test(`a player writes to support with an image and reads the answer in messages and e-mail, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const email = `writer${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const { page } = await playerPage(browser, request, viewport, { email });
    await page.goto(`${baseUrl()}/ru/support`);
    await shot(page, `support-hub-${viewport.name}-ru`);
    await page
      .getByRole('navigation', { name: 'Способы связаться с поддержкой' })
      .getByRole('link', { name: /Написать нам/ })
      .click();
    const form = page.getByRole('form', { name: 'Письмо в поддержку' });
    await form.getByLabel('Тема').selectOption({ label: 'Пополнение' });
    await form.getByLabel('Ваш вопрос').fill('Деньги списались с карты, но на счёт не пришли.');
    await form.getByLabel('Изображения').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Отправить' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Обращение № \d+ отправлено/ });
    await expect(sent).toBeVisible();
    const id = (await sent.textContent())?.match(/№ (\d+)/)?.[1] ?? '';
    const thread = page.getByRole('article', { name: `Обращение № ${id}` });
    await expect(thread).toContainText('Ждёт ответа поддержки');
    await expect(thread.getByRole('img', { name: 'Приложенное изображение 1' })).toBeVisible();
    await shot(page, `support-email-${viewport.name}-ru`);

    await operator(request, 'POST', `/support/requests/${id}/answers`, { message: 'Платёж найден и зачислен.' });
    const [mail] = await readOutbox(request, baseUrl(), email);
    expect(mail?.subject).toBe(`Ответ поддержки на обращение № ${id} (Пополнение)`);
    expect(mail?.body).toContain('Платёж найден и зачислен.');

    await page.goto(`${baseUrl()}/ru/office/messages`);
    const inbox = page.getByRole('list', { name: 'Ваши сообщения' });
    await inbox.getByRole('button', { name: new RegExp(`обращение № ${id}`) }).click();
    await expect(inbox.getByText('Платёж найден и зачислен.')).toBeVisible();
    await page.goto(`${baseUrl()}/en/support/email`);
    const answered = page.getByRole('article', { name: `Request No. ${id}` });
    await expect(answered).toContainText('Answered');
    await expect(answered).toContainText('Платёж найден и зачислен.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `support-email-${viewport.name}-en`);
  });

  test(`a player orders a callback and follows its status in call-history, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    // Two languages, a refused and an accepted time, an operator's two steps: more than the default half minute.
    test.setTimeout(60_000);
    const { page } = await playerPage(browser, request, viewport);
    await page.goto(`${baseUrl()}/ru/callback`);
    const form = page.getByRole('form', { name: 'Заказ звонка' });
    await form.getByLabel('Номер телефона').fill('+79161234567');
    // The day in Russian order and the time on the site's clock (UTC+3): tomorrow there, at 14:30.
    const tomorrow = new Date(Date.now() + (3 + 24) * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [year, month, day] = tomorrow.split('-');
    const dayField = form.getByLabel('День', { exact: true });
    const order = form.getByRole('button', { name: 'Заказать звонок' });
    await dayField.fill(`${day}.${month}.${Number(year) + 1}`);
    await expect(form.getByRole('alert')).toHaveText('Выберите время от текущего момента до 14 дней вперёд.');
    await expect(order).toBeDisabled();
    await dayField.fill(`${day}.${month}.${year}`);
    await form.getByRole('combobox', { name: 'Время', exact: true }).selectOption({ label: '14:30' });
    await form.getByLabel('Тема').selectOption({ label: 'Вывод средств' });
    await form.getByLabel('О чём разговор').fill('Вывод на карту');
    await shot(page, `callback-${viewport.name}-ru`);
    await order.click();
    await expect(page).toHaveURL(/\/ru\/call-history$/);
    const item = page.getByRole('list', { name: 'Ваши звонки' }).getByRole('article');
    await expect(item).toContainText('Ждёт поддержки');
    await expect(item).toContainText(`${day}.${month}.${year} 14:30`);
    const id = ((await item.getAttribute('aria-label')) ?? '').replace(/\D/g, '');

    const at = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    await operator(request, 'POST', `/support/callbacks/${id}/schedule`, {
      at,
      note: 'Позвоним с номера +7 495 700-12-34',
    });
    await page.reload();
    await expect(item).toContainText('Звонок назначен');
    await expect(item).toContainText('Позвоним с номера +7 495 700-12-34');
    await shot(page, `call-history-${viewport.name}-ru`);
    await operator(request, 'POST', `/support/callbacks/${id}/done`, {});
    await page.goto(`${baseUrl()}/en/call-history`);
    await expect(page.getByRole('article', { name: `Callback No. ${id}` })).toContainText('Call made');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `call-history-${viewport.name}-en`);
  });
}

test('a visitor writes to support with an e-mail and the captcha, and the answer comes by e-mail', async ({
  browser,
  request,
}) => {
  const email = `visitor${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/support/email`);
  const form = page.getByRole('form', { name: 'Letter to support' });
  await form.getByLabel('E-mail for the answer').fill(email);
  await form.getByLabel('Your question').fill('How do I change the currency of my account?');
  await form.getByRole('button', { name: 'Send' }).click();
  const captcha = page.getByRole('dialog', { name: 'Check that you are not a robot' });
  const picture = captcha.getByRole('img', { name: 'Characters to type' });
  await expect(picture).toBeVisible();
  await captcha.getByLabel('Characters from the picture').fill(solveCaptcha((await picture.getAttribute('src')) ?? ''));
  await captcha.getByRole('button', { name: 'Continue' }).click();
  const sent = page.getByRole('status').filter({ hasText: /Request No. \d+ is sent/ });
  await expect(sent).toBeVisible();
  await shot(page, 'support-email-visitor-en');
  const id = (await sent.textContent())?.match(/No\. (\d+)/)?.[1] ?? '';
  await operator(request, 'POST', `/support/requests/${id}/answers`, {
    message: 'Open a second account in the currency.',
  });
  const [mail] = await readOutbox(request, baseUrl(), email);
  expect(mail?.subject).toBe(`Support's answer to request No. ${id} (Account)`);
  await page.goto(`${baseUrl()}/ru/callback`);
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы заказать звонок' })).toBeVisible();
  await page.goto(`${baseUrl()}/ru/support/contacts`);
  await expect(page.getByRole('list', { name: 'Контакты поддержки' }).getByRole('link').first()).toBeVisible();
  await shot(page, 'support-contacts-ru');
  await context.close();
});

for (const viewport of VIEWPORTS) {
  test(`a player chats with an operator who answers from the operator page, live, on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const { page, login } = await playerPage(browser, request, viewport);
    await page.goto(`${baseUrl()}/ru/support`);
    const chat = page.getByRole('region', { name: 'Чат с поддержкой' });
    await chat.getByLabel('Ваше сообщение').fill('Здравствуйте, не могу найти свою ставку');
    await chat.getByRole('button', { name: 'Отправить' }).click();
    const log = chat.getByRole('log', { name: 'Сообщения чата' });
    await expect(log).toContainText('Здравствуйте, не могу найти свою ставку');

    const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await desk.goto(`${baseUrl()}/operator`);
    await desk.getByLabel('Admin token').fill(adminToken());
    await desk.getByRole('button', { name: 'Open the desk' }).click();
    const card = desk.getByRole('article').filter({ hasText: `Player ${login}` });
    await expect(card).toContainText('Здравствуйте, не могу найти свою ставку');
    await card.getByLabel('Answer', { exact: true }).fill('Ставка в истории: Личный кабинет → История ставок');
    await card.getByRole('button', { name: 'Send' }).click();

    await expect(log).toContainText('Ставка в истории: Личный кабинет → История ставок');
    await expect(log.getByRole('listitem').last()).toContainText('Консультант');
    await shot(page, `chat-${viewport.name}-ru`);
    await chat.getByLabel('Ваше сообщение').fill('Спасибо, нашёл');
    await chat.getByRole('button', { name: 'Отправить' }).click();
    await expect(card).toContainText('Спасибо, нашёл');
    await desk.screenshot({ path: test.info().outputPath('operator-desk.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('the payment consultant chats on the payments queue and gives way to the 500 page when unavailable', async ({
  browser,
  request,
}) => {
  const { page } = await playerPage(browser, request, { width: 390, height: 844 });
  await page.goto(`${baseUrl()}/en/payment-consultant`);
  const chat = page.getByRole('region', { name: 'Chat with the payment consultant' });
  await chat.getByLabel('Your message').fill('My withdrawal is pending');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText('My withdrawal is pending');
  await shot(page, 'payment-consultant-en');
  const chats = (await operator(request, 'GET', '/support/chats?queue=payments')) as {
    result: { id: string; messages: { body: string }[] }[];
  };
  const mine = chats.result.find((entry) => entry.messages.some((m) => m.body === 'My withdrawal is pending'));
  await operator(request, 'POST', `/support/chats/${mine?.id ?? ''}/answers`, { message: 'It is paid out today.' });
  await expect(chat.getByRole('log')).toContainText('It is paid out today.');
  const menu = (name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });
  await expect(menu('Menu')).toBeVisible();

  // An answer written while the player is elsewhere is counted in the header until the chat shows it.
  await page.goto(`${baseUrl()}/en/office/messages`);
  await operator(request, 'POST', `/support/chats/${mine?.id ?? ''}/answers`, { message: 'The bank confirmed it.' });
  await page.reload();
  await expect(menu('Menu. Chat with support, 1 new answer')).toBeVisible();
  await page.goto(`${baseUrl()}/en/payment-consultant`);
  await expect(page.getByRole('log')).toContainText('The bank confirmed it.');
  await expect(menu('Menu')).toBeVisible();

  await admin(request, baseUrl(), adminToken(), 'PUT', '/settings/isPaymentConsultantAvailable', { value: false });
  try {
    const closed = await page.goto(`${baseUrl()}/en/payment-consultant`);
    expect(closed?.status()).toBe(500);
  } finally {
    await admin(request, baseUrl(), adminToken(), 'PUT', '/settings/isPaymentConsultantAvailable', { value: true });
  }
});
