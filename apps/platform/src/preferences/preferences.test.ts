import { errorBodySchema, sessionSchema } from '@betfront/contract';
import { DEFAULT_LAYOUT_PREFERENCES as LAYOUT, sitePreferencesSchema } from '@betfront/contract/preferences';
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

const save = (payload: object, cookie = '') =>
  app.inject({ method: 'POST', url: '/web-api/preferences', headers: { ...XHR, cookie }, payload });
const session = async (cookie: string) =>
  sessionSchema.parse((await app.inject({ url: '/web-api/session', headers: { cookie } })).json());
const refusal = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;

async function newPlayer() {
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `prefs${++counter}`,
    password: 'prefs-pass-1',
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

describe('time preferences', () => {
  it('are UTC+3 and a 24-hour clock until chosen', async () => {
    expect(await session('')).toMatchObject({ time_zone: 3, is_12h: false });
  });

  it('keep a visitor’s choice in the day-long preference cookies, only with consent to preference cookies', async () => {
    const refused = await save({ time_zone: -5, is_12h: true }, 'cookies_agree_type=1');
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused)).toBe('preferences_not_allowed');
    expect(refused.cookies).toEqual([]);

    const saved = await save({ time_zone: -5, is_12h: true }, 'cookies_agree_type=4');
    expect(sitePreferencesSchema.parse(saved.json())).toEqual({
      time_zone: -5,
      is_12h: true,
      theme: 'light',
      ...LAYOUT,
    });
    const cookies = Object.fromEntries(saved.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.tzo).toMatchObject({ value: '-5', maxAge: 86_400, path: '/' });
    expect(cookies.is12h).toMatchObject({ value: '1', maxAge: 86_400, path: '/' });
    expect(await session('tzo=-5; is12h=1')).toMatchObject({ time_zone: -5, is_12h: true });

    const clockOnly = await save({ is_12h: false }, 'cookies_agree_type=2; tzo=-5; is12h=1');
    expect(clockOnly.json()).toEqual({ time_zone: -5, is_12h: false, theme: 'light', ...LAYOUT });
  });

  it('store a player’s choice on the account, which wins over the browser’s cookies', async () => {
    const { userId, cookie } = await newPlayer();
    expect((await save({ time_zone: 9 }, cookie)).json()).toEqual({
      time_zone: 9,
      is_12h: false,
      theme: 'light',
      ...LAYOUT,
    });
    expect((await save({ is_12h: true }, cookie)).json()).toEqual({
      time_zone: 9,
      is_12h: true,
      theme: 'light',
      ...LAYOUT,
    });
    expect(await session(`${cookie}; tzo=-2; is12h=0`)).toMatchObject({ user_id: userId, time_zone: 9, is_12h: true });
  });

  it('refuse a zone outside −12…+14, a non-boolean clock and an empty body, storing nothing', async () => {
    const { cookie } = await newPlayer();
    for (const bad of [{ time_zone: 15 }, { time_zone: 2.5 }, { is_12h: 'yes' }, {}]) {
      const response = await save(bad, cookie);
      expect(response.statusCode).toBe(400);
    }
    expect(await session(cookie)).toMatchObject({ time_zone: 3, is_12h: false });
  });
});

describe('the theme', () => {
  it('is light until chosen, and a visitor’s choice is kept in the app_theme cookie only with consent', async () => {
    expect(await session('')).toMatchObject({ theme: 'light', ...LAYOUT });
    const refused = await save({ theme: 'dark' }, 'cookies_agree_type=3');
    expect(refusal(refused)).toBe('preferences_not_allowed');
    expect(refused.cookies).toEqual([]);
    const saved = await save({ theme: 'system' }, 'cookies_agree_type=2');
    expect(sitePreferencesSchema.parse(saved.json()).theme).toBe('system');
    const cookie = saved.cookies.find((each) => each.name === 'app_theme');
    expect(cookie).toMatchObject({ value: '2', maxAge: 86_400, path: '/' });
    expect(await session('app_theme=1')).toMatchObject({ theme: 'dark' });
    expect(await session('app_theme=2')).toMatchObject({ theme: 'system' });
    expect(await session('app_theme=dark')).toMatchObject({ theme: 'light', ...LAYOUT });
  });

  it('is stored on a player’s account, winning over the browser’s cookie, and refuses an unknown theme', async () => {
    const { userId, cookie } = await newPlayer();
    expect((await save({ theme: 'dark' }, cookie)).json()).toMatchObject({ theme: 'dark' });
    expect(await session(`${cookie}; app_theme=0`)).toMatchObject({ user_id: userId, theme: 'dark' });
    const unknown = await save({ theme: 'sepia' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(await session(cookie)).toMatchObject({ theme: 'dark' });
  });
});

describe('the layout', () => {
  it('shows both sections, groups champs by country and has the European view until chosen', async () => {
    expect(await session('')).toMatchObject({
      hide_left: false,
      hide_right: false,
      group_by_country: true,
      app_view_type: 0,
    });
  });

  it('keeps a visitor’s choice in the spec’s day-long cookies, only those chosen, only with consent to preference cookies', async () => {
    const refused = await save({ hide_left: true, hide_right: true }, 'cookies_agree_type=1');
    expect(refusal(refused)).toBe('preferences_not_allowed');
    expect(refused.cookies).toEqual([]);

    const saved = await save({ hide_right: true, group_by_country: false, app_view_type: 1 }, 'cookies_agree_type=4');
    expect(saved.json()).toMatchObject({
      hide_left: false,
      hide_right: true,
      group_by_country: false,
      app_view_type: 1,
    });
    const cookies = Object.fromEntries(saved.cookies.map((cookie) => [cookie.name, cookie]));
    const kept = { maxAge: 86_400, path: '/' };
    expect(cookies.hide_left).toBeUndefined();
    expect(cookies.hide_right).toMatchObject({ value: '1', ...kept });
    expect(cookies.isChampsGroupedByCountry).toMatchObject({ value: '0', ...kept });
    expect(cookies.app_view_type).toMatchObject({ value: '1', ...kept });
    expect(await session('hide_left=1; hide_right=0; isChampsGroupedByCountry=0; app_view_type=1')).toMatchObject({
      hide_left: true,
      hide_right: false,
      group_by_country: false,
      app_view_type: 1,
    });
    expect(await session('hide_left=yes; app_view_type=2')).toMatchObject({ hide_left: false, app_view_type: 0 });
  });

  it('is stored on a player’s account, winning over the browser’s cookies, and refuses a view that is not 0 or 1', async () => {
    const { userId, cookie } = await newPlayer();
    await save({ hide_left: true, group_by_country: false }, cookie);
    expect((await save({ app_view_type: 1 }, cookie)).json()).toMatchObject({
      hide_left: true,
      group_by_country: false,
      app_view_type: 1,
    });
    expect(await session(`${cookie}; hide_left=0; isChampsGroupedByCountry=1; app_view_type=0`)).toMatchObject({
      user_id: userId,
      hide_left: true,
      hide_right: false,
      group_by_country: false,
      app_view_type: 1,
    });
    const bad = await save({ app_view_type: 2 }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(await session(cookie)).toMatchObject({ app_view_type: 1 });
  });
});

describe('the player’s language', () => {
  it('is kept on the account when a logged-in player reads the site in another language', async () => {
    const { userId, cookie } = await newPlayer();
    expect((await save({ lng: 'en' }, cookie)).statusCode).toBe(200);
    const [row] = await db.query<{ language: string }>('select language from users where id = $1', [userId]);
    expect(row?.language).toBe('en');
    const unknown = await save({ lng: 'de' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(refusal(unknown)).toBe('unknown_language');
    expect(refusal(await save({ lng: 'en' }, 'cookies_agree_type=4'))).toBe('not_logged_in');
  });
});
