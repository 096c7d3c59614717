import { registrationOptionsSchema } from '@betfront/contract/registration';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { BEHIND_TEST_PROXY, createTestApp } from '../testing/test-app';
import {
  CHOICES,
  codeIn,
  countUsers,
  freshIp,
  latestMessageTo,
  playerRow,
  postAs,
  sessionCookieOf,
  sessionUserId,
  setSetting,
} from './registration-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp(BEHIND_TEST_PROXY));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('registration options', () => {
  it('lists currencies and countries in the language, defaults from the visitor country, the demo balance', async () => {
    const response = await app.inject({
      url: '/web-api/registration/options?lng=en',
      headers: { 'x-country-code': 'kz' },
    });
    const options = registrationOptionsSchema.parse(response.json());
    expect(options.available).toBe(true);
    expect(options.currencies.find((currency) => currency.iso === 'EUR')?.name).toBe('Euro');
    expect(options.countries.find((country) => country.code === 'UA')).toMatchObject({ id: 804, tel_code: '380' });
    expect(options).toMatchObject({ default_country_id: 398, default_currency_id: 5, demo_balance: '1000' });
    expect(options.social).toEqual({ provider_name: 'Test ID' });
  });

  it('rejects an unknown language', async () => {
    expect((await app.inject({ url: '/web-api/registration/options?lng=xx' })).statusCode).toBe(400);
  });
});

describe('one-click registration', () => {
  it('opens an account with generated credentials, logged in, with the demo balance and the choices', async () => {
    const response = await postAs(app, freshIp())('/web-api/registration/one-click', CHOICES);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ user_id: number; login: string; password: string; redirect_to: string | null }>();
    expect(answer.login).toMatch(/^\d{10}$/);
    expect(answer.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10}$/);
    expect(answer.redirect_to).toBeNull();
    expect(await sessionUserId(app, sessionCookieOf(response))).toBe(answer.user_id);
    expect(await playerRow(db, answer.user_id)).toMatchObject({
      registration_type: 'one_click',
      country_code: 'RU',
      bonus_choice: 1,
      money: '1000.00',
      currency_id: 2,
      language: 'ru',
    });

    const login = await postAs(app, freshIp())('/web-api/auth/login', {
      uLogin: answer.login,
      uPassword: answer.password,
    });
    expect(login.json()).toEqual({ user_id: answer.user_id });
  });

  it('stores the page language the player registered in, and words the letters in it', async () => {
    const post = postAs(app, freshIp());
    const response = await post('/web-api/registration/one-click', { ...CHOICES, lng: 'en' });
    const answer = response.json<{ user_id: number; password: string }>();
    expect(await playerRow(db, answer.user_id)).toMatchObject({ language: 'en' });
    const cookie = `bf_session=${sessionCookieOf(response)}`;
    const to = 'english.one.click@example.com';
    expect(
      (await post('/web-api/registration/credentials/email', { email: to, password: answer.password }, cookie))
        .statusCode,
    ).toBe(200);
    expect(await latestMessageTo(db, to)).toMatch(/Keep them safe and change the password/);
    const unknown = await post('/web-api/registration/one-click', { ...CHOICES, lng: 'xx' });
    expect(unknown.statusCode).toBe(400);
  });

  it('goes to the page recorded before registration, once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/registration/one-click',
      payload: CHOICES,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: 'bf_return_target=%2Fen%2Foffice%2Fsecurity' },
    });
    expect(response.json()).toMatchObject({ redirect_to: '/en/office/security' });
    expect(response.cookies.find((cookie) => cookie.name === 'bf_return_target')?.value).toBe('');
  });

  it('refuses wrong choices with 400 and stores nothing', async () => {
    const before = await countUsers(db);
    const post = postAs(app, freshIp());
    for (const body of [
      { ...CHOICES, bonus_choice: 3 },
      { ...CHOICES, currency_id: 999 },
      { ...CHOICES, country_id: 999 },
      { currency_id: 1 },
    ]) {
      const response = await post('/web-api/registration/one-click', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error.message).not.toBe('');
    }
    expect(await countUsers(db)).toBe(before);
  });

  it('sends the credentials by e-mail only with the account own password', async () => {
    const post = postAs(app, freshIp());
    const response = await post('/web-api/registration/one-click', CHOICES);
    const { password, login } = response.json<{ password: string; login: string }>();
    const cookie = `bf_session=${sessionCookieOf(response)}`;
    const wrong = await post(
      '/web-api/registration/credentials/email',
      { email: 'me@example.com', password: 'x1' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const sent = await post('/web-api/registration/credentials/email', { email: 'Me@Example.com', password }, cookie);
    expect(sent.statusCode).toBe(200);
    const letter = await latestMessageTo(db, 'me@example.com');
    expect(letter).toContain(login);
    expect(letter).toContain(password);
    const anonymous = await post('/web-api/registration/credentials/email', { email: 'me@example.com', password });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 429 after ten registrations from one address in an hour', async () => {
    const post = postAs(app, freshIp());
    for (let index = 0; index < 10; index += 1) {
      expect((await post('/web-api/registration/one-click', CHOICES)).statusCode).toBe(200);
    }
    const refused = await post('/web-api/registration/one-click', CHOICES);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('registration by phone', () => {
  const phone = { phone_code: '380', phone_number: '50 123 45 67' };

  it('checks the number against the country, then registers with the SMS code', async () => {
    const post = postAs(app, freshIp());
    const short = await post('/web-api/registration/phone/code', { phone_code: '380', phone_number: '50 123 45' });
    expect(short.json()).toMatchObject({ error: { code: 'invalid_phone' } });

    expect((await post('/web-api/registration/phone/code', phone)).json()).toEqual({ success: true, retry_after: 60 });
    expect((await post('/web-api/registration/phone/code', phone)).statusCode).toBe(429);
    const sms = await latestMessageTo(db, '+380501234567');
    expect(sms).toMatch(/Действует 10 минут/);
    const code = codeIn(sms);
    const body = { ...phone, ...CHOICES, country_id: 804, password: 'secret-pass-1' };

    const before = await countUsers(db);
    const wrong = await post('/web-api/registration/phone', {
      ...body,
      sms_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ error: { code: 'wrong_code' } });
    const weak = await post('/web-api/registration/phone', { ...body, sms_code: code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(await countUsers(db)).toBe(before);

    const done = await post('/web-api/registration/phone', { ...body, sms_code: code });
    expect(done.statusCode).toBe(200);
    const { user_id: userId } = done.json<{ user_id: number }>();
    expect(await sessionUserId(app, sessionCookieOf(done))).toBe(userId);
    expect(await playerRow(db, userId)).toMatchObject({
      registration_type: 'phone',
      country_code: 'UA',
      phone_verified: true,
      activation_type: 3,
      language: 'ru',
    });

    const login = await post('/web-api/auth/login-phone', {
      country_code: '380',
      phone_number: '501234567',
      uPassword: 'secret-pass-1',
    });
    expect(login.json()).toEqual({ user_id: userId });
  });

  it('answers for a phone that has an account as for any other, and tells the owner by SMS', async () => {
    const taken = { phone_code: '7', phone_number: '9005554433', lng: 'en' };
    await createUserWithSession(db, { login: 'phone-owner', password: 'owner-pass-1', phone: '+79005554433' });
    const post = postAs(app, freshIp());
    expect((await post('/web-api/registration/phone/code', taken)).json()).toEqual({ success: true, retry_after: 60 });
    const message = await latestMessageTo(db, '+79005554433');
    expect(message).toMatch(/already has a betfront account/);
    expect(message).not.toMatch(/\d{6}/);
    const before = await countUsers(db);
    const guess = await post('/web-api/registration/phone', {
      ...taken,
      ...CHOICES,
      password: 'guess-pass-1',
      sms_code: '123456',
    });
    expect(guess.json()).toMatchObject({ error: { code: 'wrong_code' } });
    expect(await countUsers(db)).toBe(before);
  });

  it('words the code in the page language and stores it on the account', async () => {
    const post = postAs(app, freshIp());
    const english = { phone_code: '7', phone_number: '9007778899', lng: 'en' };
    await post('/web-api/registration/phone/code', english);
    const sms = await latestMessageTo(db, '+79007778899');
    expect(sms).toMatch(/is your betfront registration code/);
    const done = await post('/web-api/registration/phone', {
      ...english,
      ...CHOICES,
      password: 'secret-pass-1',
      sms_code: codeIn(sms),
    });
    expect(await playerRow(db, done.json<{ user_id: number }>().user_id)).toMatchObject({ language: 'en' });
  });

  it('kills a code after five wrong tries', async () => {
    const post = postAs(app, freshIp());
    const other = { phone_code: '7', phone_number: '9001112233' };
    await post('/web-api/registration/phone/code', other);
    const code = codeIn(await latestMessageTo(db, '+79001112233'));
    const body = { ...other, ...CHOICES, password: 'secret-pass-1' };
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 5; index += 1)
      await post('/web-api/registration/phone', { ...body, sms_code: wrongCode });
    const late = await post('/web-api/registration/phone', { ...body, sms_code: code });
    expect(late.json()).toMatchObject({ error: { code: 'wrong_code' } });
  });
});

describe('registration by e-mail', () => {
  const body = { ...CHOICES, email: 'New.Player@Example.com', password: 'secret-pass-1', lng: 'en' };

  it('opens the account only when the link from the letter is followed', async () => {
    const post = postAs(app, freshIp());
    const before = await countUsers(db);
    const sent = await post('/web-api/registration/email', body);
    expect(sent.json()).toEqual({ success: true, email: 'new.player@example.com' });
    expect(await countUsers(db)).toBe(before);

    const letter = await latestMessageTo(db, 'new.player@example.com');
    const token = letter.match(/\/en\/user\/activatefast\?token=([\w-]{43})/)?.[1];
    expect(token).toBeDefined();
    const done = await post('/web-api/registration/email/activate', { token });
    expect(done.statusCode).toBe(200);
    const { user_id: userId } = done.json<{ user_id: number }>();
    expect(await sessionUserId(app, sessionCookieOf(done))).toBe(userId);
    expect(await playerRow(db, userId)).toMatchObject({
      registration_type: 'full',
      email_verified: true,
      activation_type: 1,
      language: 'en',
    });

    const reused = await post('/web-api/registration/email/activate', { token });
    expect(reused.json()).toMatchObject({ error: { code: 'activation_failed' } });
  });

  it('answers for an e-mail that has an account as for any other, and tells the owner by letter', async () => {
    await createUserWithSession(db, { login: 'mail-owner', password: 'owner-pass-1', email: 'owner@example.com' });
    const sent = await postAs(app, freshIp())('/web-api/registration/email', { ...body, email: 'Owner@example.com' });
    expect(sent.json()).toEqual({ success: true, email: 'owner@example.com' });
    const letter = await latestMessageTo(db, 'owner@example.com');
    expect(letter).toMatch(/already has one/);
    expect(letter).not.toMatch(/activatefast|\d{6}/);
  });

  it('also activates with the e-mail and the code from the letter', async () => {
    const post = postAs(app, freshIp());
    await post('/web-api/registration/email', { ...body, email: 'coder@example.com', lng: 'ru' });
    const code = codeIn(await latestMessageTo(db, 'coder@example.com'));
    const wrong = await post('/web-api/registration/email/activate', {
      email: 'coder@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const done = await post('/web-api/registration/email/activate', { email: 'coder@example.com', code });
    expect(done.statusCode).toBe(200);
  });

  it('rejects a malformed e-mail or token with 400', async () => {
    const post = postAs(app, freshIp());
    expect((await post('/web-api/registration/email', { ...body, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post('/web-api/registration/email/activate', { token: 'short' })).statusCode).toBe(400);
  });
});

describe('when registration is not available', () => {
  it('refuses every type on a vip domain and when switched off, storing nothing', async () => {
    const before = await countUsers(db);
    for (const [key, value] of [
      ['isVipDomain', true],
      ['isRegistrationAllowed', false],
    ] as const) {
      await setSetting(app, key, value);
      const post = postAs(app, freshIp());
      expect((await post('/web-api/registration/one-click', CHOICES)).statusCode).toBe(403);
      const phone = await post('/web-api/registration/phone/code', { phone_code: '7', phone_number: '9005554433' });
      expect(phone.json()).toMatchObject({ error: { code: 'registration_closed' } });
      expect(
        (await post('/web-api/registration/email', { ...CHOICES, email: 'x@example.com', password: 'secret-pass-1' }))
          .statusCode,
      ).toBe(403);
      const options = await app.inject({ url: '/web-api/registration/options' });
      expect(options.json()).toMatchObject({ available: false });
      await setSetting(app, key, key === 'isVipDomain' ? false : true);
    }
    expect(await countUsers(db)).toBe(before);
  });
});
