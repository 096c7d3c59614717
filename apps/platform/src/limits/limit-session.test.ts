import { limitPingAnswerSchema } from '@betfront/contract/limits';
import { describe, expect, it } from 'vitest';
import { couponBody, createBettor, placeCoupon } from '../betting/betting-test-helpers';
import { limitNow } from './limit-clock';
import { LimitRefusal } from './limit-refusal';
import {
  bettingAppWithGame,
  advanceClock,
  applyLimits,
  gateRefusalOf,
  limitCall,
  limitOf,
  logIn,
  readLimits,
} from './limit-test-helpers';
import type { TestPlayer } from './limit-test-helpers';

const { platform, homeWin } = bettingAppWithGame();

async function ping(player: TestPlayer, realityCheckSeen?: boolean) {
  const response = await limitCall(
    platform.app,
    player,
    'POST',
    '/ping',
    realityCheckSeen === undefined ? {} : { realityCheckSeen },
  );
  return { statusCode: response.statusCode, json: response.json() as unknown };
}

async function pingAnswer(player: TestPlayer, realityCheckSeen?: boolean) {
  const { statusCode, json } = await ping(player, realityCheckSeen);
  expect(statusCode).toBe(200);
  return limitPingAnswerSchema.parse(json);
}

describe('the reality check', () => {
  it('falls due every N minutes of the session, survives a reload and waits for "continue"', async () => {
    const player = await createBettor(platform.db, { balance: '500' });
    await applyLimits(platform.app, player, [{ limitType: 32, limitValue: 5 }]);
    const body = await couponBody(platform.app, [homeWin()], { amount: '100' });
    expect((await placeCoupon(platform.app, player.cookie, body)).statusCode).toBe(200);

    const first = await pingAnswer(player);
    expect(first.realityCheck).toBeNull();
    expect(first.realityCheckInSeconds).toBeGreaterThan(295);
    await advanceClock(platform.app, 300);
    const due = await pingAnswer(player);
    expect(due.realityCheck).toMatchObject({ stakes: '100.00', netResult: '-100.00', currencyIso: 'RUB' });
    expect(due.realityCheck?.sessionSeconds).toBeGreaterThanOrEqual(300);
    // A reload pings again: still due, the server counts it.
    expect((await pingAnswer(player)).realityCheck).not.toBeNull();
    const seen = await pingAnswer(player, true);
    expect(seen).toMatchObject({ realityCheck: null, realityCheckInSeconds: 300 });
    // Real seconds pass between the calls too: a margin keeps the "not yet" check off the boundary.
    await advanceClock(platform.app, 280);
    expect((await pingAnswer(player)).realityCheck).toBeNull();
    await advanceClock(platform.app, 20);
    expect((await pingAnswer(player)).realityCheck).not.toBeNull();
  });
});

describe('the session limit', () => {
  it('counts the pinged time of the day, ends every session when it runs out and opens again tomorrow', async () => {
    // The limit counts play by the UTC day: the test starts a minute into a day, so its hour never spans midnight.
    const now = await limitNow(platform.db);
    await advanceClock(platform.app, 86_400 - (now % 86_400) + 60);
    const player = await createBettor(platform.db, { balance: '500' });
    await applyLimits(platform.app, player, [{ limitType: 31, limitValue: 1 }]);
    const otherTab = await logIn(platform.db, player.userId);
    expect((await pingAnswer(player)).sessionSecondsLeft).toBe(3600);
    // A gap longer than a minute (a closed tab) counts as one minute only.
    await advanceClock(platform.app, 600);
    expect((await pingAnswer(player)).sessionSecondsLeft).toBe(3540);
    for (let minute = 2; minute < 60; minute++) {
      await advanceClock(platform.app, 60);
      expect((await pingAnswer(player)).sessionSecondsLeft).toBe(3600 - minute * 60);
    }
    expect(limitOf(await readLimits(platform.app, player), 31)?.limitBalance).toBe(60);
    await advanceClock(platform.app, 60);
    const ended = await ping(player);
    expect(ended.statusCode).toBe(403);
    expect(ended.json).toMatchObject({ error: { code: 'session_limit_ended' } });
    expect((await limitCall(platform.app, otherTab, 'GET', '/limits')).statusCode).toBe(401);
    expect(await gateRefusalOf(platform.db, player.userId, 'stake', '10')).toMatchObject({
      code: 'session_limit_ended',
    });
    expect(await gateRefusalOf(platform.db, player.userId, 'withdrawal', '10')).toBeNull();
    await expect(logIn(platform.db, player.userId)).rejects.toBeInstanceOf(LimitRefusal);

    await advanceClock(platform.app, 86400);
    const tomorrow = await logIn(platform.db, player.userId);
    expect((await pingAnswer(tomorrow)).sessionSecondsLeft).toBe(3600);
  });
});
