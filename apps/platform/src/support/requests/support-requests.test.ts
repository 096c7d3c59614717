import { messagesAnswerSchema } from '@betfront/contract/messages';
import { supportRequestCreatedSchema, supportRequestsAnswerSchema } from '@betfront/contract/support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertChallenge } from '../../captcha/captcha-repository';
import { hashCaptchaAnswer } from '../../captcha/captcha-service';
import { listOutboxMessages } from '../../outbox/outbox-repository';
import { XHR } from '../../testing/test-app';
import { createSupportPlayer, multipartOf, PNG_BYTES, runAdmin, supportAppOfFile } from '../support-test-helpers';

const platform = supportAppOfFile();

const letter = (fields: Record<string, string> = {}) => ({
  topic: 'deposit',
  message: 'My deposit did not arrive, the screenshot is attached.',
  requestId: randomUUID(),
  ...fields,
});

async function send(
  cookie: string | null,
  fields: Record<string, string>,
  files: Parameters<typeof multipartOf>[1] = [],
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = await multipartOf(fields, files);
  return platform.app.inject({
    method: 'POST',
    url: '/web-api/support/requests?lng=en',
    headers: { ...XHR, ...headers, ...(cookie ? { cookie } : {}), ...extraHeaders },
    payload,
  });
}

/** The `x-captcha` header of a new challenge whose answer is known, and answered as given. */
async function captchaHeader(answer: string): Promise<string> {
  const captchaId = randomUUID();
  await insertChallenge(
    platform.db,
    captchaId,
    hashCaptchaAnswer(captchaId, 'K7M2Q').toString('base64url'),
    new Date(Date.now() + 60_000),
  );
  return `${captchaId}:${answer}`;
}

describe('support requests', () => {
  it('takes a player letter with an image once per request id; the answer reaches the office inbox and the e-mail', async () => {
    const player = await createSupportPlayer(platform.db, { email: 'writer@example.com' });
    const fields = letter();
    const first = await send(player.cookie, fields, [{ name: 'screen.png', bytes: PNG_BYTES }]);
    expect(first.statusCode).toBe(201);
    const created = supportRequestCreatedSchema.parse(first.json());
    expect(created.request?.messages[0]?.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: PNG_BYTES.length }),
    ]);
    expect((await send(player.cookie, fields)).json().id).toBe(created.id);

    const attachmentId = created.request?.messages[0]?.attachments[0]?.id ?? '';
    const image = await platform.app.inject({
      url: `/web-api/support/attachments/${attachmentId}`,
      headers: { cookie: player.cookie },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    await runAdmin(platform.db, 'supportRequestAnswer', { id: created.id, message: 'The deposit is credited now.' });
    const inbox = messagesAnswerSchema.parse(
      (await platform.app.inject({ url: '/web-api/messages', headers: { cookie: player.cookie } })).json(),
    );
    expect(inbox.messages[0]).toMatchObject({
      source: 'support',
      subject: `Support's answer to request No. ${created.id} (Deposit)`,
      body: 'The deposit is credited now.',
    });
    const [mail] = await listOutboxMessages(platform.db, 'writer@example.com');
    expect(mail?.body).toContain('The deposit is credited now.');

    const list = supportRequestsAnswerSchema.parse(
      (await platform.app.inject({ url: '/web-api/support/requests', headers: { cookie: player.cookie } })).json(),
    );
    expect(list.requests[0]).toMatchObject({ id: created.id, status: 'answered' });
    expect(list.requests[0]?.messages.map((message) => message.author)).toEqual(['player', 'operator']);
  });

  it('refuses what is not an image whatever its name, too large or too many files, bad fields', async () => {
    const player = await createSupportPlayer(platform.db);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const png = { name: 'a.png', bytes: PNG_BYTES };
    const cases: [Record<string, string>, Parameters<typeof multipartOf>[1], number, string][] = [
      [letter(), [{ name: 'photo.png', bytes: html, type: 'image/png' }], 415, 'attachment_not_image'],
      [letter(), [{ name: 'big.png', bytes: big }], 413, 'attachment_too_large'],
      [letter(), [png, png, png, png], 413, 'too_many_attachments'],
      [letter({ topic: 'jackpot' }), [], 400, 'invalid_request'],
      [letter({ message: 'short' }), [], 400, 'invalid_request'],
      [letter({ requestId: 'x' }), [], 400, 'invalid_request'],
      [{ ...letter(), extra: 'field' }, [], 400, 'invalid_request'],
    ];
    for (const [fields, files, status, code] of cases) {
      const response = await send(player.cookie, fields, files);
      expect([response.statusCode, response.json().error.code], `${code} ${JSON.stringify(fields)}`).toEqual([
        status,
        code,
      ]);
    }
    const json = await platform.app.inject({
      method: 'POST',
      url: '/web-api/support/requests',
      headers: { ...XHR, cookie: player.cookie },
      payload: letter(),
    });
    expect(json.statusCode).toBe(415);
    expect(await platform.db.query('select id from support_requests where user_id = $1', [player.userId])).toEqual([]);
  });

  it('lets a visitor write with an e-mail and a solved captcha, and answers by e-mail only', async () => {
    const withoutCaptcha = await send(null, letter({ email: 'guest@example.com' }));
    expect([withoutCaptcha.statusCode, withoutCaptcha.json().error]).toEqual([
      400,
      expect.objectContaining({ code: 'captcha_required', exception_code: 100 }),
    ]);
    const wrong = await send(null, letter({ email: 'guest@example.com' }), [], {
      'x-captcha': await captchaHeader('WRONG'),
    });
    expect(wrong.json().error.code).toBe('captcha_wrong');
    const noEmail = await send(null, letter(), [], { 'x-captcha': await captchaHeader('K7M2Q') });
    expect(noEmail.json().error.code).toBe('email_required');
    expect(await platform.db.query("select id from support_requests where email = 'guest@example.com'")).toEqual([]);

    const accepted = await send(null, letter({ email: 'guest@example.com' }), [{ name: 'a.png', bytes: PNG_BYTES }], {
      'x-captcha': await captchaHeader('k7m2q'),
    });
    expect(accepted.statusCode).toBe(201);
    const { id, request } = supportRequestCreatedSchema.parse(accepted.json());
    expect(request).toBeNull();
    await runAdmin(platform.db, 'supportRequestAnswer', { id, message: 'Write from your account next time.' });
    const [mail] = await listOutboxMessages(platform.db, 'guest@example.com');
    expect(mail?.subject).toBe(`Support's answer to request No. ${id} (Deposit)`);
  });

  it('keeps a player to their own requests and images, and a closed request takes no reply', async () => {
    const owner = await createSupportPlayer(platform.db);
    const stranger = await createSupportPlayer(platform.db);
    const created = supportRequestCreatedSchema.parse(
      (await send(owner.cookie, letter(), [{ name: 'a.png', bytes: PNG_BYTES }])).json(),
    );
    const attachmentId = created.request?.messages[0]?.attachments[0]?.id ?? '';
    const peek = await platform.app.inject({
      url: `/web-api/support/attachments/${attachmentId}`,
      headers: { cookie: stranger.cookie },
    });
    expect([peek.statusCode, peek.json().error.code]).toEqual([404, 'attachment_not_found']);
    const reply = async (cookie: string, message: string) => {
      const { payload, headers } = await multipartOf({ message });
      return platform.app.inject({
        method: 'POST',
        url: `/web-api/support/requests/${created.id}/messages`,
        headers: { ...XHR, ...headers, cookie },
        payload,
      });
    };
    expect((await reply(stranger.cookie, 'Not my request at all.')).json().error.code).toBe(
      'support_request_not_found',
    );
    expect((await reply(owner.cookie, 'One more detail for you.')).json().request.messages).toHaveLength(2);
    await runAdmin(platform.db, 'supportRequestClose', { id: created.id });
    const closed = await reply(owner.cookie, 'And another one here.');
    expect([closed.statusCode, closed.json().error.code]).toEqual([409, 'support_request_closed']);
    await expect(
      runAdmin(platform.db, 'supportRequestAnswer', { id: created.id, message: 'Late.' }),
    ).rejects.toMatchObject({ code: 'support_request_closed' });
    await expect(runAdmin(platform.db, 'supportRequestAnswer', { id: 'abc', message: 'Hello' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    const visitor = await platform.app.inject({ url: '/web-api/support/requests' });
    expect(visitor.statusCode).toBe(401);
  });
});
