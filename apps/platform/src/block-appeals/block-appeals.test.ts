import { blockAppealAnswerSchema, blockAppealsAnswerSchema } from '@betfront/contract/block-appeals';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSupportPlayer, runAdmin, supportAppOfFile } from '../support/support-test-helpers';
import { XHR } from '../testing/test-app';

const platform = supportAppOfFile();
const MESSAGE = 'I travelled abroad for work; my account was restricted by mistake.';

async function restrictedPlayer(banLevel = 45) {
  const player = await createSupportPlayer(platform.db);
  await platform.db.query('update users set ban_level = $2, ban_version = 2 where id = $1', [player.userId, banLevel]);
  return player;
}

const send = (cookie: string, fields: Record<string, unknown> = {}) =>
  platform.app.inject({
    method: 'POST',
    url: '/web-api/user/block-appeals',
    headers: { ...XHR, cookie },
    payload: { requestId: randomUUID(), message: MESSAGE, ...fields },
  });

const appealsOf = async (cookie: string) =>
  blockAppealsAnswerSchema.parse(
    (await platform.app.inject({ url: '/web-api/user/block-appeals', headers: { cookie } })).json(),
  ).appeals;

const banLevelOf = async (userId: number) =>
  (await platform.db.query<{ ban: number }>('select ban_level as ban from users where id = $1', [userId]))[0]?.ban;

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe('block appeals', () => {
  it('takes one waiting appeal, answers a retried request with it, and lists the answers newest first', async () => {
    const player = await restrictedPlayer();
    const requestId = randomUUID();
    const first = await send(player.cookie, { requestId });
    expect(first.statusCode).toBe(201);
    const { appeal } = blockAppealAnswerSchema.parse(first.json());
    expect(appeal).toMatchObject({ status: 'pending', reply: null, answeredAt: null, message: MESSAGE });
    expect(blockAppealAnswerSchema.parse((await send(player.cookie, { requestId })).json()).appeal.id).toBe(appeal.id);

    const second = await send(player.cookie);
    expect(second.statusCode).toBe(409);
    expect(errorCode(second)).toBe('appeal_pending');

    await runAdmin(platform.db, 'appealAnswer', { id: appeal.id, decision: 'declined', reply: 'The check stands.' });
    expect(await banLevelOf(player.userId)).toBe(45);
    const again = await send(player.cookie, { message: 'I have sent the documents to support as asked.' });
    expect(again.statusCode).toBe(201);
    const listed = await appealsOf(player.cookie);
    expect(listed.map((item) => [item.status, item.reply])).toEqual([
      ['pending', null],
      ['declined', 'The check stands.'],
    ]);
    const waiting = (await runAdmin(platform.db, 'appealList', {})) as { id: string; userId: number }[];
    expect(waiting.filter((item) => item.userId === player.userId).map((item) => item.id)).toEqual([listed[0]?.id]);
  });

  it('lifts the restriction when the operator accepts, once, and then refuses a new appeal', async () => {
    const player = await restrictedPlayer();
    const { appeal } = blockAppealAnswerSchema.parse((await send(player.cookie)).json());
    const accepted = await runAdmin(platform.db, 'appealAnswer', {
      id: appeal.id,
      decision: 'accepted',
      reply: 'Lifted.',
    });
    expect(accepted).toMatchObject({ status: 'accepted', reply: 'Lifted.' });
    expect(await banLevelOf(player.userId)).toBe(0);
    await expect(
      runAdmin(platform.db, 'appealAnswer', { id: appeal.id, decision: 'declined', reply: 'No.' }),
    ).rejects.toMatchObject({ code: 'appeal_answered' });

    const refused = await send(player.cookie);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('appeal_not_restricted');
  });

  it('refuses a visitor, an unrestricted player and a message too short or too long, and writes nothing', async () => {
    const visitor = await platform.app.inject({
      method: 'POST',
      url: '/web-api/user/block-appeals',
      headers: XHR,
      payload: { requestId: randomUUID(), message: MESSAGE },
    });
    expect(visitor.statusCode).toBe(401);
    const free = await createSupportPlayer(platform.db);
    expect(errorCode(await send(free.cookie))).toBe('appeal_not_restricted');
    const restricted = await restrictedPlayer();
    for (const message of ['too short', 'x'.repeat(2001)]) {
      const response = await send(restricted.cookie, { message });
      expect(response.statusCode, message).toBe(400);
      expect(errorCode(response)).toBe('invalid_request');
    }
    expect(await appealsOf(free.cookie)).toEqual([]);
    expect(await appealsOf(restricted.cookie)).toEqual([]);
  });
});
