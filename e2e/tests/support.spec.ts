import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin } from '../support/admin';

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
