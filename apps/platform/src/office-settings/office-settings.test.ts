import { errorBodySchema } from '@betfront/contract';
import { officeSettingSavedSchema, officeSettingsAnswerSchema } from '@betfront/contract/office-settings';
import { userConfigAnswerSchema } from '@betfront/contract/user-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
let counter = 0;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function newPlayer(contacts: { email?: string; phone?: string } = {}) {
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `settings${++counter}`,
    password: 'settings-pass-1',
    ...contacts,
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

const read = async (cookie: string) =>
  officeSettingsAnswerSchema.parse((await app.inject({ url: '/web-api/office/settings', headers: { cookie } })).json());
const save = (cookie: string, payload: unknown, lng = 'en') =>
  app.inject({
    method: 'POST',
    url: `/web-api/office/settings?lng=${lng}`,
    headers: { ...XHR, cookie },
    payload: payload as object,
  });
const refusal = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;

describe('office settings', () => {
  it('reads the sections and saves each setting by id and value', async () => {
    const player = await newPlayer({ email: `settings${counter + 1}@example.com` });
    expect(await read(player.cookie)).toEqual({
      commonSettings: { user_hide_balance: false },
      notificationSettings: {
        news_email: true,
        news_sms: false,
        deposit_email: true,
        bet_email: false,
        has_email: true,
        has_phone: false,
      },
      bonusSetting: { bonus_choice: 0, is_changeable: true },
      firstDepositBonusSetting: { isAvailableFirstDepositBonus: false },
    });

    const hidden = await save(player.cookie, { id: 'user_hide_balance', value: true }, 'ru');
    expect(hidden.statusCode).toBe(200);
    expect(officeSettingSavedSchema.parse(hidden.json())).toMatchObject({
      success: true,
      message: 'Сохранено.',
      settings: { commonSettings: { user_hide_balance: true } },
    });
    const config = await app.inject({ url: '/web-api/user/config', headers: { cookie: player.cookie } });
    expect(userConfigAnswerSchema.parse(config.json()).result.user_hide_balance).toBe(true);

    expect((await save(player.cookie, { id: 'bet_email', value: true })).statusCode).toBe(200);
    expect((await save(player.cookie, { id: 'bonus_choice', value: 1 })).statusCode).toBe(200);
    const after = await read(player.cookie);
    expect(after.notificationSettings).toMatchObject({ bet_email: true, news_email: true });
    expect(after.bonusSetting.bonus_choice).toBe(1);
    expect(after.firstDepositBonusSetting.isAvailableFirstDepositBonus).toBe(true);
    const [mailing] = await db.query<{ bet_email: boolean }>(
      'select bet_email from mailing_preferences where user_id = $1',
      [player.userId],
    );
    expect(mailing?.bet_email).toBe(true);
  });

  it('refuses bad ids and values, a missing channel, a closed bonus choice and a visitor, writing nothing', async () => {
    const player = await newPlayer();
    const before = await read(player.cookie);
    const bad = await Promise.all(
      [
        { id: 'user_hide_balance', value: 'yes' },
        { id: 'bonus_choice', value: 3 },
        { id: 'theme', value: true },
        { id: 'news_email', value: true, extra: 1 },
        {},
      ].map((payload) => save(player.cookie, payload)),
    );
    expect(bad.map((response) => [response.statusCode, refusal(response)])).toEqual(
      Array.from({ length: 5 }, () => [400, 'invalid_request']),
    );
    const noEmail = await save(player.cookie, { id: 'news_email', value: true });
    const noPhone = await save(player.cookie, { id: 'news_sms', value: true });
    expect([noEmail.statusCode, refusal(noEmail), noPhone.statusCode, refusal(noPhone)]).toEqual([
      409,
      'mailing_channel_missing',
      409,
      'mailing_channel_missing',
    ]);
    await db.query('update users set has_deposit = true where id = $1', [player.userId]);
    const closed = await save(player.cookie, { id: 'bonus_choice', value: 2 });
    expect([closed.statusCode, refusal(closed)]).toEqual([409, 'bonus_choice_closed']);
    const visitor = await app.inject({
      method: 'POST',
      url: '/web-api/office/settings',
      headers: XHR,
      payload: { id: 'user_hide_balance', value: true },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await app.inject({ url: '/web-api/office/settings' })).statusCode).toBe(401);
    expect(await read(player.cookie)).toEqual({
      ...before,
      bonusSetting: { bonus_choice: 0, is_changeable: false },
    });
    const stored = await db.query('select 1 from mailing_preferences where user_id = $1', [player.userId]);
    expect(stored).toEqual([]);
  });
});
