import { browserApi, consoleLogger } from '@betfront/api-client';
import { publish, subscribe } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageState } from '../page/page-state';
import { browserStorage } from './browser-storage';
import { browserTimers } from './browser-timers';
import { logOut } from './log-out';
import type { LogoutPage } from './log-out';
import { startResponsiblePing } from './responsible-ping';
import type { RealityCheck, ResponsiblePing } from './responsible-ping';
import { routeNeedsLogin } from './route-needs-login';
import { rememberSessionLimitEnded, takeSessionLimitEnded } from './session-limit-notice';

/**
 * The player's session limit and reality check on every page: the 30 s ping while one applies, the reality
 * check to show, and the logout (with its notice on the next load) when the session limit ends.
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
  useEffect(() => {
    if (!hasWholeTexts || !takeSessionLimitEnded(browserStorage)) return;
    publish('notify', {
      kind: 'error',
      title: latest.current.t('responsible.session_ended.title'),
      text: latest.current.t('responsible.error.session_limit_ended'),
    });
  }, [hasWholeTexts]);

  useEffect(() => {
    if (userId === null) return;
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
    const unsubscribe = subscribe('limitsChanged', () => ping.refresh());
    return () => {
      unsubscribe();
      ping.stop();
      pingRef.current = null;
    };
  }, [userId, lng, page]);

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
