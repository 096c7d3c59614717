import { browserApi, consoleLogger } from '@betfront/api-client';
import { publish, subscribe, wantWholeTexts } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageState } from '../page/page-state';
import { browserStorage } from './browser-storage';
import { browserTimers } from './browser-timers';
import { logOut } from './log-out';
import type { LogoutPage } from './log-out';
import { appliesPing, startResponsiblePing } from './responsible-ping';
import type { RealityCheck, ResponsiblePing } from './responsible-ping';
import { routeNeedsLogin } from './route-needs-login';
import { rememberSessionLimitEnded, takeSessionLimitEnded } from './session-limit-notice';

/** The shell's read of the player's limits, read again when a page changes them (`limitsChanged`). */
const LIMITS_KEY = ['limits', 'ping'];

/**
 * The player's session limit and reality check on every page: the 30 s ping while one applies, the reality
 * check to show, and the logout (with its notice on the next load) when the session limit ends. The limits are
 * read once, and again when a page changes them; each answer that asks for the ping starts it anew, at once.
 */
export function useResponsiblePing(state: PageState, t: Translate, hasWholeTexts: boolean) {
  const [realityCheck, setRealityCheck] = useState<RealityCheck | null>(null);
  const pingRef = useRef<ResponsiblePing | null>(null);
  const latest = useRef({ state, t });
  useEffect(() => {
    latest.current = { state, t };
  });
  const userId = state.session.user_id;
  const { lng } = state;

  const page = useCallback((): LogoutPage => {
    const current = latest.current.state;
    return { lng: current.lng, needsLogin: routeNeedsLogin(current.route?.name, current.config) };
  }, []);

  // Once per page load: the logout that follows an ended session limit also changes userId on the old page.
  const isEndedNoticeDue = useRef<boolean | null>(null);
  useEffect(() => {
    isEndedNoticeDue.current ??= takeSessionLimitEnded(browserStorage);
    if (!isEndedNoticeDue.current) return;
    if (!hasWholeTexts) {
      wantWholeTexts();
      return;
    }
    isEndedNoticeDue.current = false;
    publish('notify', {
      kind: 'error',
      title: latest.current.t('responsible.session_ended.title'),
      text: latest.current.t('responsible.error.session_limit_ended'),
    });
  }, [hasWholeTexts]);

  const queries = useQueryClient();
  const limits = useQuery({
    queryKey: [...LIMITS_KEY, userId, lng],
    queryFn: async ({ signal }) => {
      try {
        // The limits contract loads for a player only, not with every page.
        const { LIMIT_SERVICE_BASE, limitsAnswerSchema } = await import('@betfront/contract/limits');
        return await browserApi().request(limitsAnswerSchema, {
          method: 'GET',
          path: `${LIMIT_SERVICE_BASE}/limits`,
          headers: { 'x-language': lng },
          signal,
        });
      } catch (error) {
        consoleLogger.warn('limits could not be read', { error: String(error) });
        throw error;
      }
    },
    select: (answer) => appliesPing(answer.limits),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  useEffect(
    () => subscribe('limitsChanged', () => void queries.invalidateQueries({ queryKey: LIMITS_KEY })),
    [queries],
  );

  const pingsSince = userId !== null && limits.data === true ? limits.dataUpdatedAt : null;
  useEffect(() => {
    if (pingsSince === null) return;
    const ping = startResponsiblePing({
      client: browserApi(),
      timers: browserTimers,
      lng,
      log: consoleLogger,
      onRealityCheck: setRealityCheck,
      onSessionLimitEnded: () => {
        rememberSessionLimitEnded(browserStorage);
        void logOut('device', page());
      },
    });
    pingRef.current = ping;
    return () => {
      ping.stop();
      pingRef.current = null;
    };
  }, [pingsSince, lng, page]);

  return {
    realityCheck,
    continuePlaying: () => {
      setRealityCheck(null);
      pingRef.current?.continueAfterRealityCheck();
    },
    logOutNow: () => {
      setRealityCheck(null);
      pingRef.current?.stop();
      void logOut('device', page());
    },
  };
}
