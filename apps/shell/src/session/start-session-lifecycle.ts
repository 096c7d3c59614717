import { consoleLogger, loadSessionUser } from '@betfront/api-client';
import type { Logger } from '@betfront/api-client';
import type { SiteConfig } from '@betfront/contract';
import { sessionCheckSchema } from '@betfront/contract';
import type { KeyValueStorage } from './browser-storage';
import type { Timers } from './browser-timers';
import { rememberInactivityLogoff, takeInactivityLogoff } from './inactivity-notice';
import { startInactivityTimer } from './inactivity-timer';
import type { InactivityTimer } from './inactivity-timer';
import type { LogoutPage } from './log-out';
import type { PageNavigation } from './page-navigation';
import type { SessionApi } from './session-api';
import { sessionCheckOutcome } from './session-check-outcome';
import { startSessionPoll } from './session-poll';
import type { PageVisibility } from './session-poll';

/** The fingerprint is checked for staleness this long after start-up. */
export const FINGERPRINT_STALE_CHECK_MS = 8_000;
const SHARED_ACTIVITY_KEY = 'bf_last_activity';

export interface SessionLifecycleInput {
  lng: string;
  config: Pick<SiteConfig, 'autoLogoffMinutes' | 'isPaymentAuthRequired'>;
  /** The player the page was rendered for. */
  userId: number | null;
  api: SessionApi;
  /** Whether the page being shown right now is for players only. */
  currentPageNeedsLogin: () => boolean;
  /** Tells the player, on the load after it happened, that inactivity logged them out. */
  showInactivityNotice: (minutes: number) => void;
  logOut: (page: LogoutPage) => Promise<void>;
}

export interface SessionLifecycleEnvironment {
  timers: Timers;
  storage: KeyValueStorage;
  navigation: PageNavigation;
  visibility: PageVisibility;
  now: () => number;
  /** Subscribes `listener` to the player's activity on the page; returns the unsubscribe. */
  watchActivity: (listener: () => void) => () => void;
  isMediaPlaying: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

function readTime(storage: KeyValueStorage, key: string): number | null {
  const value = storage.read(key);
  return value !== null && /^\d{1,16}$/.test(value) ? Number(value) : null;
}

/**
 * The player's session while the page lives: the start-up check (2 retries, 1500 ms apart, disconnect when
 * no user comes back), the 60 s poll, the inactivity logoff and its notice on the next load, and the
 * fingerprint's stale check 8 s after start. Returns the stop function.
 */
export function startSessionLifecycle(input: SessionLifecycleInput, env: SessionLifecycleEnvironment): () => void {
  const { lng, config, userId, api, currentPageNeedsLogin, showInactivityNotice, logOut } = input;
  const { timers, storage, navigation, log = consoleLogger } = env;
  const stops: (() => void)[] = [];
  let finished = false;
  let inactivity: InactivityTimer | null = null;

  const stop = () => {
    finished = true;
    inactivity?.stop();
    for (const stopOne of stops.splice(0)) stopOne();
  };

  const disconnect = () => {
    if (finished) return;
    stop();
    void logOut({ lng, needsLogin: currentPageNeedsLogin() });
  };

  const apply = (checkedUserId: number | null) => {
    if (finished) return;
    const outcome = sessionCheckOutcome(userId, checkedUserId);
    if (outcome === 'ended') disconnect();
    if (outcome === 'changed') {
      stop();
      navigation.reload();
    }
  };

  const noticeMinutes = takeInactivityLogoff(storage);
  if (noticeMinutes !== null) showInactivityNotice(noticeMinutes);

  stops.push(timers.after(() => void api.fingerprint.refreshIfStale(), FINGERPRINT_STALE_CHECK_MS));

  void loadSessionUser(api.client, { log, ...(env.sleep ? { sleep: env.sleep } : {}) }).then(apply);

  stops.push(
    startSessionPoll({
      timers,
      visibility: env.visibility,
      check: () =>
        api.client.request(sessionCheckSchema, { method: 'GET', path: '/web-api/session/check', auth: false }).then(
          ({ user_id: checkedUserId }) => apply(checkedUserId),
          (error: unknown) => log.warn('session poll failed', { error: String(error) }),
        ),
    }),
  );

  if (userId !== null) {
    const timer = startInactivityTimer({
      timeoutMs: config.autoLogoffMinutes * 60_000,
      now: env.now,
      timers,
      isMediaPlaying: env.isMediaPlaying,
      readSharedActivity: () => readTime(storage, SHARED_ACTIVITY_KEY),
      writeSharedActivity: (at) => storage.write(SHARED_ACTIVITY_KEY, String(at)),
      onIdle: () => {
        rememberInactivityLogoff(storage, config.autoLogoffMinutes);
        disconnect();
      },
    });
    inactivity = timer;
    stops.push(env.watchActivity(() => timer.noteActivity()));
  }

  return stop;
}
