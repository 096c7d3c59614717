import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { readOutbox } from '../support/outbox';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

test('the e-mail confirmation letter’s link confirms the address in another browser, and only once', async ({
  browser,
  request,
}) => {
  const email = `verify${Date.now()}@example.com`;
  const cookie = await createPlayer(request, baseUrl(), adminToken(), { email });
  const sent = await request.post(`${baseUrl()}/web-api/security/email/code`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `${cookie.name}=${cookie.value}` },
    data: { current: true },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const [letter] = await readOutbox(request, baseUrl(), email);
  const link = /https?:\/\/\S+\/user\/accountverify\?user=\d+&code=\d{6}/.exec(letter?.body ?? '')?.[0];
  if (!link) throw new Error(`no link in: ${letter?.body}`);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Ваш e-mail подтверждён. Спасибо!');
  await expect(page.getByRole('link', { name: 'Открыть личный кабинет' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-verified-phone-ru.png') });

  await page.goto(link.replace('/ru/', '/en/'));
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Ask for a new letter.');
  await page.goto(`${baseUrl()}/en/user/accountverify`);
  await expect(page.getByRole('alert')).toContainText('The link is incomplete');
  await visitor.close();
});
