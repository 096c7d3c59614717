import { createApiClient, createTokenSource } from '@betfront/api-client';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-storage';
import { createFakeTimers } from './fake-timers';
import type { FingerprintStore } from './fingerprint-store';
import { rememberInactivityLogoff } from './inactivity-notice';
import type { SessionApi } from './session-api';
import { SESSION_POLL_MS } from './session-poll';
import { FINGERPRINT_STALE_CHECK_MS, startSessionLifecycle } from './start-session-lifecycle';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers each session check with the next user id of the list (the last one repeats). */
function setUp({ pageUserId, checks }: { pageUserId: number | null; checks: (number | null)[] }) {
  const clock = createFakeTimers();
  const storage = memoryStorage();
  const requested: string[] = [];
  const client = createApiClient({
    applicationName: 'test',
    fetch: async (url) => {
      requested.push(url);
      const userId = checks.length > 1 ? checks.shift() : checks[0];
      return new Response(JSON.stringify({ user_id: userId ?? null }), { status: 200 });
    },
  });
  const fingerprint: FingerprintStore = {
    token: () => null,
    refresh: vi.fn(async () => undefined),
    refreshIfStale: vi.fn(async () => undefined),
    failureCount: () => 0,
  };
  const api: SessionApi = { client, fingerprint, tokens: createTokenSource(client, clock.now) };
  const logOut = vi.fn(async () => undefined);
  const showInactivityNotice = vi.fn();
  const navigation = { assign: vi.fn(), reload: vi.fn(), currentPath: () => '/en' };
  let activity: (() => void) | null = null;
  const start = () =>
    startSessionLifecycle(
      {
        lng: 'en',
        config: { autoLogoffMinutes: 2, isPaymentAuthRequired: true },
        userId: pageUserId,
        api,
        currentPageNeedsLogin: () => true,
        showInactivityNotice,
        logOut,
      },
      {
        timers: clock.timers,
        storage,
        navigation,
        visibility: { isHidden: () => false, onChange: () => () => undefined },
        now: clock.now,
        watchActivity: (listener) => {
          activity = listener;
          return () => (activity = null);
        },
        isMediaPlaying: () => false,
        sleep: async () => undefined,
        log: { warn: vi.fn(), error: vi.fn() },
      },
    );
  return {
    clock,
    storage,
    requested,
    fingerprint,
    logOut,
    showInactivityNotice,
    navigation,
    start,
    act: () => activity?.(),
  };
}

describe('startSessionLifecycle', () => {
  it('checks the session at start and disconnects a player the session no longer knows', async () => {
    const test = setUp({ pageUserId: 7, checks: [null] });
    test.start();
    await settle();
    expect(test.requested).toEqual(['/web-api/session/check']);
    expect(test.logOut).toHaveBeenCalledWith({ lng: 'en', needsLogin: true });
  });

  it('leaves a visitor alone, and reloads when the session gained a player', async () => {
    const visitor = setUp({ pageUserId: null, checks: [null] });
    visitor.start();
    await settle();
    expect(visitor.logOut).not.toHaveBeenCalled();
    expect(visitor.navigation.reload).not.toHaveBeenCalled();

    const loggedInElsewhere = setUp({ pageUserId: null, checks: [9] });
    loggedInElsewhere.start();
    await settle();
    expect(loggedInElsewhere.navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('notices on the 60 s poll a session that ended elsewhere', async () => {
    const test = setUp({ pageUserId: 7, checks: [7, null] });
    test.start();
    await settle();
    test.act();
    test.clock.advance(SESSION_POLL_MS);
    await settle();
    expect(test.requested).toHaveLength(2);
    expect(test.logOut).toHaveBeenCalledTimes(1);
  });

  it('logs an idle player off after the configured minutes, remembering it for the next load', async () => {
    const test = setUp({ pageUserId: 7, checks: [7] });
    test.start();
    await settle();
    test.clock.advance(60_000);
    test.act();
    test.clock.advance(2 * 60_000 - 1);
    await settle();
    expect(test.logOut).not.toHaveBeenCalled();
    test.clock.advance(1);
    expect(test.logOut).toHaveBeenCalledTimes(1);
    expect(test.storage.entries.get('bf_inactivity_logoff')).toBe('2');
    test.clock.advance(10 * SESSION_POLL_MS);
    expect(test.clock.pending()).toBe(0);
  });

  it('shows the inactivity notice once on the next load', () => {
    const test = setUp({ pageUserId: null, checks: [null] });
    rememberInactivityLogoff(test.storage, 30);
    test.start()();
    expect(test.showInactivityNotice).toHaveBeenCalledWith(30);
    test.start()();
    expect(test.showInactivityNotice).toHaveBeenCalledTimes(1);
  });

  it('checks the fingerprint for staleness 8 s after start', () => {
    const test = setUp({ pageUserId: null, checks: [null] });
    test.start();
    test.clock.advance(FINGERPRINT_STALE_CHECK_MS - 1);
    expect(test.fingerprint.refreshIfStale).not.toHaveBeenCalled();
    test.clock.advance(1);
    expect(test.fingerprint.refreshIfStale).toHaveBeenCalledTimes(1);
  });
});
