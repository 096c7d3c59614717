import { createApiClient } from '@betfront/api-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeTimers } from './fake-timers';
import { limitOf } from './limit-fixture';
import { appliesPing, LIMIT_PING_INTERVAL_MS, startResponsiblePing } from './responsible-ping';

const REALITY = { sessionSeconds: 300, stakes: '100.00', netResult: '-100.00', currencyIso: 'RUB' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function setUp(pingAnswers: Response[]) {
  const clock = createFakeTimers();
  const calls: { path: string; body: string | undefined }[] = [];
  const client = createApiClient({
    applicationName: 'test',
    fetch: async (url, init) => {
      const path = new URL(url, 'http://site').pathname;
      calls.push({ path, body: typeof init.body === 'string' ? init.body : undefined });
      const answer = pingAnswers.shift();
      return answer ?? json(200, { sessionSecondsLeft: null, realityCheck: null, realityCheckInSeconds: 300 });
    },
  });
  const onRealityCheck = vi.fn();
  const onSessionLimitEnded = vi.fn();
  const ping = startResponsiblePing({
    client,
    timers: clock.timers,
    lng: 'en',
    onRealityCheck,
    onSessionLimitEnded,
    log: { warn: vi.fn(), error: vi.fn() },
  });
  const pings = () => calls.filter((call) => call.path.endsWith('/ping'));
  return { clock, ping, pings, onRealityCheck, onSessionLimitEnded };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The ping loads the limits contract when it first asks: loaded once here, it answers within the fake clock's steps.
beforeAll(async () => {
  await import('@betfront/contract/limits');
});

describe('the responsible ping', () => {
  it('is asked for by an active session limit or reality check only', () => {
    expect(appliesPing([limitOf(32, 'INACTIVE'), limitOf(20, 'ACTIVE')])).toBe(false);
    expect(appliesPing([limitOf(31, 'ACTIVE')])).toBe(true);
    expect(appliesPing([limitOf(32, 'ACTIVE')])).toBe(true);
  });

  it('pings every 30 s while a reality check applies, shows it when due and tells "continue" back', async () => {
    const due = json(200, { sessionSecondsLeft: null, realityCheck: REALITY, realityCheckInSeconds: 0 });
    const { clock, ping, pings, onRealityCheck } = setUp([
      json(200, {
        sessionSecondsLeft: null,
        realityCheck: null,
        realityCheckInSeconds: 30,
      }),
      due,
    ]);
    await settle();
    expect(pings()).toHaveLength(1);
    clock.advance(LIMIT_PING_INTERVAL_MS);
    await settle();
    expect(onRealityCheck).toHaveBeenCalledWith(REALITY);
    ping.continueAfterRealityCheck();
    await settle();
    expect(pings()[2]?.body).toBe(JSON.stringify({ realityCheckSeen: true }));
    clock.advance(LIMIT_PING_INTERVAL_MS);
    await settle();
    expect(pings()[3]?.body).toBe('{}');
    ping.stop();
  });

  it('stops and reports when the platform ends the session for the session limit', async () => {
    const ended = json(403, { error: { code: 'session_limit_ended', message: 'visit tomorrow' } });
    const { clock, pings, onSessionLimitEnded } = setUp([ended]);
    await settle();
    expect(onSessionLimitEnded).toHaveBeenCalledTimes(1);
    clock.advance(3 * LIMIT_PING_INTERVAL_MS);
    await settle();
    expect(pings()).toHaveLength(1);
  });
});
