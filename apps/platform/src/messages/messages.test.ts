import { messageReadAnswerSchema, messagesAnswerSchema } from '@betfront/contract/messages';
import { describe, expect, it } from 'vitest';
import { createSupportPlayer, runAdmin, supportAppOfFile } from '../support/support-test-helpers';
import { XHR } from '../testing/test-app';

const platform = supportAppOfFile();

const inbox = async (cookie: string) =>
  messagesAnswerSchema.parse((await platform.app.inject({ url: '/web-api/messages', headers: { cookie } })).json());

describe('office messages', () => {
  it('delivers a message to one player, who reads it (the count drops) and deletes it', async () => {
    const player = await createSupportPlayer(platform.db);
    const other = await createSupportPlayer(platform.db);
    const sent = await runAdmin(platform.db, 'messageSend', {
      userId: player.userId,
      subject: 'Welcome',
      body: 'Your account is ready.',
    });
    expect(sent).toMatchObject({ delivered: 1 });
    const before = await inbox(player.cookie);
    expect(before.unread).toBe(1);
    expect(before.messages[0]).toMatchObject({ subject: 'Welcome', source: 'operator', readAt: null });
    expect((await inbox(other.cookie)).messages).toEqual([]);

    const id = before.messages[0]?.id ?? '';
    const read = await platform.app.inject({
      method: 'POST',
      url: `/web-api/messages/${id}/read`,
      headers: { ...XHR, cookie: player.cookie },
    });
    const answer = messageReadAnswerSchema.parse(read.json());
    expect(answer.unread).toBe(0);
    expect(answer.message.readAt).not.toBeNull();
    const count = await platform.app.inject({ url: '/web-api/messages/unread', headers: { cookie: player.cookie } });
    expect(count.json()).toEqual({ unread: 0 });

    const removed = await platform.app.inject({
      method: 'DELETE',
      url: `/web-api/messages/${id}`,
      headers: { ...XHR, cookie: player.cookie },
    });
    expect(removed.json()).toEqual({ id, unread: 0 });
    expect((await inbox(player.cookie)).messages).toEqual([]);
  });

  it('sends to a segment once per send id', async () => {
    const usd = await createSupportPlayer(platform.db, { currencyId: 2 });
    const rub = await createSupportPlayer(platform.db);
    const send = { currency: 'usd', subject: 'Dollar news', body: 'For dollar accounts.', sendId: 'usd-news-1' };
    const first = (await runAdmin(platform.db, 'messageSend', send)) as { delivered: number };
    expect(first.delivered).toBeGreaterThanOrEqual(1);
    expect(await runAdmin(platform.db, 'messageSend', send)).toMatchObject({ delivered: 0 });
    expect((await inbox(usd.cookie)).messages.map((message) => message.subject)).toEqual(['Dollar news']);
    expect((await inbox(rub.cookie)).messages).toEqual([]);
    await runAdmin(platform.db, 'messageSend', { all: true, subject: 'To everyone', body: 'Hello all.' });
    expect((await inbox(rub.cookie)).unread).toBe(1);
  });

  it('refuses an unclear audience, an unknown player, empty texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'S', body: 'B' }, 'audience_unclear'],
      [{ all: true, country: 'RU', subject: 'S', body: 'B' }, 'audience_unclear'],
      [{ userId: 999999, subject: 'S', body: 'B' }, 'user_not_found'],
      [{ all: true, subject: ' ', body: 'B' }, 'invalid_request'],
      [{ country: 'Russia', subject: 'S', body: 'B' }, 'invalid_request'],
    ];
    for (const [input, code] of cases) {
      await expect(runAdmin(platform.db, 'messageSend', input), JSON.stringify(input)).rejects.toMatchObject({ code });
    }
  });

  it('keeps each inbox to its player and refuses visitors and bad ids', async () => {
    const owner = await createSupportPlayer(platform.db);
    const stranger = await createSupportPlayer(platform.db);
    await runAdmin(platform.db, 'messageSend', { userId: owner.userId, subject: 'Private', body: 'Only for you.' });
    const id = (await inbox(owner.cookie)).messages[0]?.id ?? '';
    const cases: [string, string, string | undefined, number, string][] = [
      ['POST', `/web-api/messages/${id}/read`, stranger.cookie, 404, 'message_not_found'],
      ['DELETE', `/web-api/messages/${id}`, stranger.cookie, 404, 'message_not_found'],
      ['POST', '/web-api/messages/abc/read', owner.cookie, 400, 'invalid_request'],
      ['GET', '/web-api/messages', undefined, 401, 'not_logged_in'],
      ['GET', '/web-api/messages/unread', undefined, 401, 'not_logged_in'],
    ];
    for (const [method, url, cookie, status, code] of cases) {
      const response = await platform.app.inject({
        method: method as 'GET',
        url,
        headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      });
      expect([response.statusCode, response.json().error.code], `${method} ${url}`).toEqual([status, code]);
    }
    expect((await inbox(owner.cookie)).unread).toBe(1);
  });
});
