import { setLimitsAnswerSchema, testAnswersAnswerSchema } from '@betfront/contract/limits';
import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { ADMIN, createTestApp, XHR } from '../testing/test-app';
import { advanceClock, gateCode, limitCall, limitOf, logIn, readLimits } from './limit-test-helpers';
import type { TestPlayer } from './limit-test-helpers';

const platform = bettingTestAppOfFile();
const DAY = 86400;
const ALL_NO = [1, 2, 3].map((questionId) => ({ questionId, answer: false }));

async function setLimit(player: TestPlayer, limitType: number, limitValue: number, extra: object = {}) {
  const response = await limitCall(platform.app, player, 'POST', '/limits', {
    limits: [{ limitType, limitValue, ...extra }],
  });
  return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Asks for a loosening, answers the questionnaire with all "no" and returns the answer. */
async function loosen(player: TestPlayer, limitType: number, limitValue: number) {
  const asked = setLimitsAnswerSchema.parse((await setLimit(player, limitType, limitValue)).body);
  expect(asked.status).toBe(202);
  expect(asked.questions.map((question) => question.questionId)).toEqual([1, 2, 3]);
  const answered = await limitCall(platform.app, player, 'POST', '/testanswers', {
    tokenGuid: asked.tokenGuid,
    answers: ALL_NO,
  });
  expect(answered.statusCode).toBe(200);
  return testAnswersAnswerSchema.parse(answered.json());
}

describe('the limit service', () => {
  it('lists every type of the catalogue, INACTIVE until set, in the language asked for', async () => {
    const player = await createBettor(platform.db);
    const limits = await readLimits(platform.app, player);
    expect(limits.map((limit) => limit.limitType)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);
    expect(limits.every((limit) => limit.limitState === 'INACTIVE')).toBe(true);
    const ru = await limitCall(platform.app, player, 'GET', '/availablelimits', undefined, 'ru');
    const timeOut = (ru.json() as { limits: { limitType: number; label: string; optionsMap: object }[] }).limits.find(
      (limit) => limit.limitType === 33,
    );
    expect(timeOut?.label).toBe('Тайм-аут');
    expect(timeOut?.optionsMap).toEqual({ '1': '1 день', '7': '7 дней', '30': '30 дней' });
    const reasons = await limitCall(platform.app, player, 'GET', '/reasons/selfexclude');
    expect((reasons.json() as { reasons: unknown[] }).reasons).toHaveLength(4);
  });

  it('applies a first limit and a lower one at once', async () => {
    const player = await createBettor(platform.db);
    expect((await setLimit(player, 20, 500)).body.status).toBe(200);
    expect((await setLimit(player, 20, 300)).body.status).toBe(200);
    const limits = await readLimits(platform.app, player);
    expect(limitOf(limits, 20)).toMatchObject({ limitValue: 300, limitBalance: 300, limitState: 'ACTIVE' });
    expect(limitOf(limits, 20, 'PENDING')).toBeUndefined();
  });

  it('keeps a raise PENDING: confirmable after 86400 s, not before', async () => {
    const player = await createBettor(platform.db);
    await setLimit(player, 21, 1000);
    const answered = await loosen(player, 21, 5000);
    expect(answered.success).toBe(true);
    const pending = limitOf(answered.limitsData, 21, 'PENDING');
    expect(pending).toMatchObject({ limitValue: 5000, needApprove: false });
    expect(limitOf(answered.limitsData, 21)?.limitValue).toBe(1000);

    const early = await limitCall(platform.app, player, 'POST', '/limitaction', { action: 'confirm', limitType: 21 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'limit_not_confirmable_yet' } });

    await advanceClock(platform.app, DAY);
    expect(limitOf(await readLimits(platform.app, player), 21, 'PENDING')?.needApprove).toBe(true);
    const confirmed = await limitCall(platform.app, player, 'POST', '/limitaction', {
      action: 'confirm',
      limitType: 21,
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await readLimits(platform.app, player);
    expect(limitOf(after, 21)?.limitValue).toBe(5000);
    expect(limitOf(after, 21, 'PENDING')).toBeUndefined();
  });

  it('lets an unconfirmed change expire 86400 s after it became confirmable', async () => {
    const player = await createBettor(platform.db);
    await setLimit(player, 31, 2);
    await loosen(player, 31, -1);
    expect(limitOf(await readLimits(platform.app, player), 31, 'PENDING')?.endsAt).not.toBeNull();
    await advanceClock(platform.app, 2 * DAY);
    const limits = await readLimits(platform.app, player);
    expect(limitOf(limits, 31, 'PENDING')).toBeUndefined();
    expect(limitOf(limits, 31)?.limitValue).toBe(2);
    const late = await limitCall(platform.app, player, 'POST', '/limitaction', { action: 'confirm', limitType: 31 });
    expect(late.json()).toMatchObject({ error: { code: 'no_pending_limit' } });
  });

  it('rejects or cancels a pending change at any time, keeping the active limit', async () => {
    const player = await createBettor(platform.db);
    await setLimit(player, 22, 100);
    await loosen(player, 22, 200);
    const rejected = await limitCall(platform.app, player, 'POST', '/limitaction', { action: 'reject', limitType: 22 });
    expect(rejected.statusCode).toBe(200);
    await loosen(player, 22, 999999999);
    const cancelled = await limitCall(platform.app, player, 'DELETE', '/limit?limitType=22');
    expect(cancelled.statusCode).toBe(200);
    const limits = await readLimits(platform.app, player);
    expect(limitOf(limits, 22)?.limitValue).toBe(100);
    expect(limitOf(limits, 22, 'PENDING')).toBeUndefined();
  });

  it('removes a limit through the questionnaire: a "yes" keeps it, a forged or used token is refused', async () => {
    const player = await createBettor(platform.db);
    await setLimit(player, 1, 100);
    const asked = setLimitsAnswerSchema.parse(
      (await limitCall(platform.app, player, 'DELETE', '/limit?limitType=1')).json(),
    );
    expect(asked.status).toBe(202);
    const forged = await limitCall(platform.app, player, 'POST', '/testanswers', {
      tokenGuid: 'made-up-token',
      answers: ALL_NO,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'limit_token_invalid' } });
    const stranger = await createBettor(platform.db);
    const stolen = await limitCall(platform.app, stranger, 'POST', '/testanswers', {
      tokenGuid: asked.tokenGuid,
      answers: ALL_NO,
    });
    expect(stolen.json()).toMatchObject({ error: { code: 'limit_token_invalid' } });

    const risky = await limitCall(platform.app, player, 'POST', '/testanswers', {
      tokenGuid: asked.tokenGuid,
      answers: [{ questionId: 1, answer: true }, ...ALL_NO.slice(1)],
    });
    expect(testAnswersAnswerSchema.parse(risky.json())).toMatchObject({ success: false });
    const reused = await limitCall(platform.app, player, 'POST', '/testanswers', {
      tokenGuid: asked.tokenGuid,
      answers: ALL_NO,
    });
    expect(reused.json()).toMatchObject({ error: { code: 'limit_token_invalid' } });
    const limits = await readLimits(platform.app, player);
    expect(limitOf(limits, 1)?.limitValue).toBe(100);
    expect(limitOf(limits, 1, 'PENDING')).toBeUndefined();
  });

  it('refuses a type or value outside the catalogue with a named 400, writing nothing', async () => {
    const player = await createBettor(platform.db);
    expect((await setLimit(player, 99, 10)).body).toMatchObject({ error: { code: 'limit_type_unknown' } });
    expect((await setLimit(player, 33, 2)).body).toMatchObject({ error: { code: 'limit_value_invalid' } });
    expect((await setLimit(player, 32, 7)).body).toMatchObject({ error: { code: 'limit_value_invalid' } });
    expect((await setLimit(player, 20, 10.005)).body).toMatchObject({ error: { code: 'limit_value_invalid' } });
    expect((await setLimit(player, 30, 7, { reasonId: 9 })).body).toMatchObject({
      error: { code: 'limit_value_invalid' },
    });
    const limits = await readLimits(platform.app, player);
    expect(limits.every((limit) => limit.limitState === 'INACTIVE')).toBe(true);
  });
});

describe('self-exclusion and time-out', () => {
  it('end the sessions, close play and deposits, leave withdrawal open, and cannot be cut short', async () => {
    const player = await createBettor(platform.db, { balance: '100' });
    const other = await createBettor(platform.db, { balance: '100' });
    expect((await setLimit(player, 30, 7, { reasonId: 2 })).statusCode).toBe(200);
    expect((await limitCall(platform.app, player, 'GET', '/limits')).statusCode).toBe(401);
    expect(await gateCode(platform.db, player.userId, 'stake', '10')).toBe('self_excluded');
    expect(await gateCode(platform.db, player.userId, 'casino', '10')).toBe('self_excluded');
    expect(await gateCode(platform.db, player.userId, 'deposit', '10')).toBe('self_excluded');
    expect(await gateCode(platform.db, player.userId, 'transfer', '10')).toBe('self_excluded');
    expect(await gateCode(platform.db, player.userId, 'withdrawal', '10')).toBeNull();
    expect(await gateCode(platform.db, other.userId, 'stake', '10')).toBeNull();
  });

  it('refuses to cancel or shorten an active exclusion, allows a longer one, and ends it on time', async () => {
    const first = await createBettor(platform.db);
    expect((await setLimit(first, 33, 7)).statusCode).toBe(200);
    const player = await logIn(platform.db, first.userId);
    expect((await setLimit(player, 33, 1)).body).toMatchObject({ error: { code: 'exclusion_active' } });
    const cancel = await limitCall(platform.app, player, 'DELETE', '/limit?limitType=33');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: { code: 'exclusion_active' } });
    expect(limitOf(await readLimits(platform.app, player), 33)?.limitValue).toBe(7);

    expect((await setLimit(player, 33, 30)).statusCode).toBe(200);
    const longer = await logIn(platform.db, first.userId);
    const timeOut = limitOf(await readLimits(platform.app, longer), 33);
    expect(timeOut?.limitValue).toBe(30);
    // The seconds left, counted on the real clock: a slow machine may have crossed a second since the change.
    expect(timeOut?.limitBalance).toBeLessThanOrEqual(30 * DAY);
    expect(timeOut?.limitBalance).toBeGreaterThan(30 * DAY - 5);
    expect(await gateCode(platform.db, first.userId, 'stake', '10')).toBe('timed_out');

    await advanceClock(platform.app, 30 * DAY);
    expect(limitOf(await readLimits(platform.app, longer), 33)).toBeUndefined();
    expect(await gateCode(platform.db, first.userId, 'stake', '10')).toBeNull();
  });

  it('BlockUser closes the account for good: sessions end, play is refused, withdrawal stays open', async () => {
    const player = await createBettor(platform.db);
    const blocked = await platform.app.inject({
      method: 'POST',
      url: '/web-api/BlockUser',
      headers: { ...XHR, cookie: player.cookie },
    });
    expect(blocked.json()).toEqual({ success: true });
    expect((await limitCall(platform.app, player, 'GET', '/limits')).statusCode).toBe(401);
    await advanceClock(platform.app, 400 * DAY);
    expect(await gateCode(platform.db, player.userId, 'deposit', '10')).toBe('self_excluded');
    expect(await gateCode(platform.db, player.userId, 'withdrawal', '10')).toBeNull();
    const again = await logIn(platform.db, player.userId);
    expect((await setLimit(again, 30, 1825)).body).toMatchObject({ error: { code: 'exclusion_active' } });
  });
});

describe('the limit clock', () => {
  it('cannot be moved in production', async () => {
    const { app, db } = await createTestApp({ nodeEnv: 'production' });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/admin-api/limits/clock',
        headers: ADMIN,
        payload: { seconds: 86400, hourSeconds: 1 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'test_only' } });
      expect(await db.query('select offset_seconds::int as "offset", hour_seconds as hour from limit_clock')).toEqual([
        { offset: 0, hour: 3600 },
      ]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
