import { errorBodySchema } from '@betfront/contract';
import { mailingSettingsAnswerSchema } from '@betfront/contract/mailing';
import { describe, expect, it } from 'vitest';
import { placeSingle, settleHomeWin } from '../bonuses/bonus-test-helpers';
import type { Database } from '../db/database';
import { completeDeposit, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { runAdmin } from '../support/support-test-helpers';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { XHR } from '../testing/test-app';

const platform = paymentsAppOfFile();
let counter = 0;

async function reader(db: Database, options: { phone?: string; language?: string } = {}) {
  counter += 1;
  const email = `reader${counter}.${Date.now()}@example.com`;
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `reader${counter}${Date.now()}`,
    password: 'reader-pass-1',
    email,
    phone: options.phone ?? null,
    openingBalance: '100',
    isVerified: true,
  });
  if (options.language) await db.query('update users set language = $2 where id = $1', [userId, options.language]);
  return { userId, email, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

const mailTo = (db: Database, recipient: string) =>
  db.query<{ subject: string | null; body: string }>(
    'select subject, body from outbox_messages where recipient = $1 order by id',
    [recipient],
  );

const settings = (cookie: string) => platform.app.inject({ url: '/web-api/mailing-settings', headers: { cookie } });
const save = (cookie: string, payload: object) =>
  platform.app.inject({ method: 'PUT', url: '/web-api/mailing-settings', headers: { ...XHR, cookie }, payload });

const ALL_OFF = { news_email: false, news_sms: false, deposit_email: false, bet_email: false };

describe('mailing settings', () => {
  it('starts with news and deposit e-mails on, and keeps what the player chooses', async () => {
    const player = await reader(platform.db);
    const before = mailingSettingsAnswerSchema.parse((await settings(player.cookie)).json());
    expect(before).toEqual({
      preferences: { news_email: true, news_sms: false, deposit_email: true, bet_email: false },
      has_email: true,
      has_phone: false,
    });
    const choice = { news_email: false, news_sms: true, deposit_email: false, bet_email: true };
    expect(mailingSettingsAnswerSchema.parse((await save(player.cookie, choice)).json()).preferences).toEqual(choice);
    expect(mailingSettingsAnswerSchema.parse((await settings(player.cookie)).json()).preferences).toEqual(choice);
  });

  it.each([
    ['a missing switch', { news_email: true }],
    ['a switch that is not true or false', { ...ALL_OFF, bet_email: 'yes' }],
    ['an unknown switch', { ...ALL_OFF, casino_email: true }],
  ])('refuses %s with 400 and keeps the choice', async (_reason, payload) => {
    const player = await reader(platform.db);
    const refused = await save(player.cookie, payload);
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('invalid_request');
    expect(mailingSettingsAnswerSchema.parse((await settings(player.cookie)).json()).preferences.news_email).toBe(true);
  });

  it('answers a visitor with 401', async () => {
    expect((await platform.app.inject({ url: '/web-api/mailing-settings' })).statusCode).toBe(401);
    expect((await save('', ALL_OFF)).statusCode).toBe(401);
  });

  it('sends news only to players who take them, and the letter’s link turns them off', async () => {
    const taker = await reader(platform.db, { language: 'en' });
    const refuser = await reader(platform.db);
    await save(refuser.cookie, { ...ALL_OFF, deposit_email: true });
    const first = await runAdmin(platform.db, 'newsletterSend', {
      subject: 'Cup final',
      body: 'Bets on the final are open.',
      sendId: `cup-${counter}`,
    });
    expect(first).toMatchObject({ sent: expect.any(Number) });
    expect(await mailTo(platform.db, refuser.email)).toEqual([]);
    const [letter] = await mailTo(platform.db, taker.email);
    expect(letter?.subject).toBe('Cup final');
    const token = /stopnewsletter\?token=([A-Za-z0-9_-]{43})/.exec(letter?.body ?? '')?.[1] ?? '';
    expect(letter?.body).toContain('To stop receiving news, open: https://');

    await expect(
      runAdmin(platform.db, 'newsletterSend', { subject: 'Again', body: 'Again.', sendId: `cup-${counter}` }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'newsletter_sent' });

    const unsubscribe = (payload: object) =>
      platform.app.inject({ method: 'POST', url: '/web-api/mailing/unsubscribe', headers: XHR, payload });
    expect((await unsubscribe({ token })).json()).toEqual({ news_email: false });
    expect(mailingSettingsAnswerSchema.parse((await settings(taker.cookie)).json()).preferences.news_email).toBe(false);
    await runAdmin(platform.db, 'newsletterSend', {
      subject: 'Later',
      body: 'Later news.',
      sendId: `later-${counter}`,
    });
    expect(await mailTo(platform.db, taker.email)).toHaveLength(1);

    expect((await unsubscribe({ token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await unsubscribe({ token: 'short' })).statusCode).toBe(400);
  });

  it('sends SMS news only to players who turned them on and have a phone', async () => {
    const texter = await reader(platform.db, { phone: `+7900${String(counter).padStart(7, '0')}` });
    await save(texter.cookie, { ...ALL_OFF, news_sms: true });
    await runAdmin(platform.db, 'newsletterSend', {
      channel: 'sms',
      body: 'Boosted odds tonight.',
      sendId: `sms-${counter}`,
    });
    const [phone] = await platform.db.query<{ phone: string }>('select phone from users where id = $1', [
      texter.userId,
    ]);
    expect(await mailTo(platform.db, phone?.phone ?? '')).toEqual([{ subject: null, body: 'Boosted odds tonight.' }]);
    await expect(
      runAdmin(platform.db, 'newsletterSend', { channel: 'sms', subject: 'No', body: 'x' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('mails a deposit receipt and a bet result only when the player takes them', async () => {
    const player = await reader(platform.db);
    await completeDeposit(platform.app, platform.db, player.cookie, '500');
    expect((await mailTo(platform.db, player.email)).map((mail) => mail.subject)).toEqual(['Счёт пополнен']);

    await save(player.cookie, { ...ALL_OFF, bet_email: true });
    await completeDeposit(platform.app, platform.db, player.cookie, '300');
    const { coupon, gameId } = await placeSingle(platform.app, player.cookie, platform.db, { amount: '10' });
    await settleHomeWin(platform.db, gameId);
    const subjects = (await mailTo(platform.db, player.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Счёт пополнен', `Ставка ${coupon.id} рассчитана`]);
  });
});
