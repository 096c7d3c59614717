import { expect, test } from '@playwright/test';
import { admin, createPlayer } from '../support/admin';
import { shootWidths } from '../support/screenshots';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

interface Appeal {
  id: string;
  userId: number;
}

async function waitingAppeal(request: Parameters<typeof admin>[0], message: string): Promise<Appeal> {
  const listed = (await admin(request, baseUrl(), adminToken(), 'GET', '/block-appeals')) as {
    result: (Appeal & { message: string })[];
  };
  const appeal = listed.result.find((candidate) => candidate.message === message);
  if (!appeal) throw new Error(`no appeal waits with the message ${message}`);
  return appeal;
}

test('a restricted player appeals, reads the answers, and is let back in once an appeal is accepted', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { banLevel: 2 })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/ru/office/security`);
  await expect(page).toHaveURL(/\/ru\/block$/);
  await page.getByRole('link', { name: 'Обжаловать ограничение аккаунта' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'История обращений' })).toBeVisible();
  await expect(page.getByText('Обращений нет')).toBeVisible();

  const form = page.getByRole('form', { name: 'Обжалование ограничения' });
  const message = form.getByRole('textbox', { name: 'Почему ограничение нужно снять?' });
  const sendButton = form.getByRole('button', { name: 'Отправить обращение' });
  await message.fill('Ошибка');
  await expect(sendButton).toBeDisabled();
  const first = `Я был в командировке, доступ ограничили по ошибке ${Date.now()}.`;
  await message.fill(first);
  await sendButton.click();
  const appeals = page.getByRole('list', { name: 'Ваши обращения, сначала новые' }).getByRole('listitem');
  await expect(appeals).toHaveCount(1);
  await expect(appeals.first()).toContainText('Ждёт ответа');
  await expect(appeals.first()).toContainText(first);
  await expect(page.getByText('Ваше обращение у оператора.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await shootWidths(page, 'block-appeal-waiting-ru');

  const declined = await waitingAppeal(request, first);
  await admin(request, baseUrl(), adminToken(), 'POST', `/block-appeals/${declined.id}/answer`, {
    decision: 'declined',
    reply: 'Пришлите, пожалуйста, документ о командировке.',
  });
  await page.reload();
  await expect(appeals.first()).toContainText('Отклонено');
  await expect(appeals.first()).toContainText('Пришлите, пожалуйста, документ о командировке.');

  const second = `Документ отправил в службу поддержки ${Date.now()}.`;
  await message.fill(second);
  await sendButton.click();
  await expect(appeals).toHaveCount(2);
  await expect(appeals.first()).toContainText(second);
  const accepted = await waitingAppeal(request, second);
  await admin(request, baseUrl(), adminToken(), 'POST', `/block-appeals/${accepted.id}/answer`, {
    decision: 'accepted',
    reply: 'Спасибо, ограничение снято.',
  });
  await page.goto(`${baseUrl()}/en/block-appeal-history`);
  // The restriction is lifted: the page for restricted players sends the player home.
  await expect(page).toHaveURL(new RegExp(`${baseUrl()}/en/?$`));
  await context.close();
});
