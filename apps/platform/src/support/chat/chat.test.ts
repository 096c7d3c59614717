import { chatAnswerSchema } from '@betfront/contract/support';
import type { ChatMessage } from '@betfront/contract/support';
import { describe, expect, it } from 'vitest';
import { XHR } from '../../testing/test-app';
import { createSupportPlayer, runAdmin, supportAppOfFile } from '../support-test-helpers';
import { createChatHub } from './chat-hub';
import { CHAT_COOKIE } from './chat-owner';

const platform = supportAppOfFile();

const post = (cookie: string | null, payload: Record<string, unknown>) =>
  platform.app.inject({
    method: 'POST',
    url: '/web-api/support/chat/messages',
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload,
  });
const read = async (cookie: string, queue = 'support') =>
  chatAnswerSchema.parse(
    (await platform.app.inject({ url: `/web-api/support/chat?queue=${queue}`, headers: { cookie } })).json(),
  );

describe('support chat', () => {
  it('binds a visitor to a cookie; the operator answers and the visitor sees it unread, then read', async () => {
    const first = await post(null, { queue: 'support', body: 'Hello, is anyone there?' });
    expect(first.statusCode).toBe(201);
    const token = first.cookies.find((cookie) => cookie.name === CHAT_COOKIE);
    expect(token).toMatchObject({ httpOnly: true });
    const cookie = `${CHAT_COOKIE}=${token?.value ?? ''}`;
    const conversationId = first.json().message.conversationId as string;
    await runAdmin(platform.db, 'chatAnswer', { id: conversationId, message: 'Yes, how can I help?' });
    const chat = await read(cookie);
    expect(chat.messages.map((message) => [message.author, message.body])).toEqual([
      ['player', 'Hello, is anyone there?'],
      ['operator', 'Yes, how can I help?'],
    ]);
    expect(chat.unread).toBe(1);
    const headerCount = async (headers: Record<string, string>) =>
      (await platform.app.inject({ url: '/web-api/support/chat/unread', headers })).json();
    expect(await headerCount({ cookie })).toEqual({ unread: 1 });
    expect(await headerCount({})).toEqual({ unread: 0 });
    await platform.app.inject({
      method: 'POST',
      url: '/web-api/support/chat/read',
      headers: { ...XHR, cookie },
      payload: { queue: 'support' },
    });
    expect((await read(cookie)).unread).toBe(0);
    expect(await headerCount({ cookie })).toEqual({ unread: 0 });
    expect((await read(`${CHAT_COOKIE}=${'x'.repeat(40)}`)).conversationId).toBeNull();
  });

  it('pushes a message written anywhere to the subscribers of its conversation, and to the operator', async () => {
    const player = await createSupportPlayer(platform.db);
    const opened = (await post(player.cookie, { queue: 'support', body: 'I need help' })).json().message as ChatMessage;
    const hub = createChatHub(platform.db, { pollMs: 20, onError: (error) => expect(error).toBeUndefined() });
    const toPlayer: ChatMessage[] = [];
    const toOperator: ChatMessage[] = [];
    const stopPlayer = await hub.subscribe({ conversationId: opened.conversationId, send: (m) => toPlayer.push(m) });
    const stopOperator = await hub.subscribe({ conversationId: 'all', send: (m) => toOperator.push(m) });
    const other = await createSupportPlayer(platform.db);
    await post(other.cookie, { queue: 'support', body: 'Someone else' });
    await runAdmin(platform.db, 'chatAnswer', { id: opened.conversationId, message: 'Here to help' });
    await expect.poll(() => toPlayer.map((message) => message.body)).toEqual(['Here to help']);
    await expect.poll(() => toOperator.map((message) => message.body)).toEqual(['Someone else', 'Here to help']);
    stopPlayer();
    stopOperator();
    hub.close();
  });

  it('refuses the payments queue while no consultant is available, and bad input', async () => {
    const player = await createSupportPlayer(platform.db);
    await runAdmin(platform.db, 'settingSet', { key: 'isPaymentConsultantAvailable', value: false });
    const closed = await post(player.cookie, { queue: 'payments', body: 'Where is my deposit?' });
    expect([closed.statusCode, closed.json().error.code]).toEqual([503, 'consultant_unavailable']);
    await runAdmin(platform.db, 'settingSet', { key: 'isPaymentConsultantAvailable', value: true });
    expect((await post(player.cookie, { queue: 'payments', body: 'Where is my deposit?' })).statusCode).toBe(201);
    expect((await read(player.cookie, 'payments')).messages).toHaveLength(1);
    expect((await read(player.cookie, 'support')).messages).toHaveLength(0);

    const cases: [Record<string, unknown>, string][] = [
      [{ queue: 'sales', body: 'Hi' }, 'invalid_request'],
      [{ queue: 'support', body: '   ' }, 'invalid_request'],
      [{ queue: 'support', body: 'x'.repeat(2001) }, 'invalid_request'],
      [{ queue: 'support', body: 'Hi', extra: 1 }, 'invalid_request'],
    ];
    for (const [payload, code] of cases) {
      const response = await post(player.cookie, payload);
      expect([response.statusCode, response.json().error.code], JSON.stringify(payload)).toEqual([400, code]);
    }
    const stream = await platform.app.inject({ url: '/web-api/support/chat/stream?queue=support' });
    expect([stream.statusCode, stream.json().error.code]).toEqual([404, 'chat_not_started']);
    const operatorStream = await platform.app.inject({ url: '/admin-api/support/chats/stream' });
    expect(operatorStream.statusCode).toBe(403);
    await expect(runAdmin(platform.db, 'chatAnswer', { id: '999999', message: 'Hello' })).rejects.toMatchObject({
      code: 'chat_not_found',
    });
    await expect(runAdmin(platform.db, 'chatAnswer', { id: '1', message: '' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });

  it('stops a flood of messages from one address', async () => {
    const flood = (body: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/web-api/support/chat/messages',
        headers: XHR,
        payload: { queue: 'support', body },
        remoteAddress: '198.51.100.77',
      });
    for (let index = 0; index < 30; index++) expect((await flood(`message ${index}`)).statusCode).toBe(201);
    expect((await flood('one too many')).statusCode).toBe(429);
  });
});
