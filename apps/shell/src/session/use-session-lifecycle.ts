import { publish, wantWholeTexts } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageState } from '../page/page-state';
import { isMediaPlaying, documentVisibility, watchPageActivity } from './browser-page-signals';
import { browserStorage } from './browser-storage';
import { browserTimers } from './browser-timers';
import { logOut } from './log-out';
import { browserNavigation } from './page-navigation';
import { routeNeedsLogin } from './route-needs-login';
import type { SessionApi } from './session-api';
import { startSessionLifecycle } from './start-session-lifecycle';

/**
 * Starts the session lifecycle when the page has hydrated, and again for a player who registered on the page;
 * it reads the current route when it acts.
 */
export function useSessionLifecycle(state: PageState, api: SessionApi, t: Translate, hasWholeTexts: boolean): void {
  const latest = useRef({ state, t });
  useEffect(() => {
    latest.current = { state, t };
  });
  // The inactivity notice of the load after the logoff, held until the page has its whole texts.
  const pendingNoticeMinutes = useRef<number | null>(null);
  const hasTexts = useRef(hasWholeTexts);
  const showInactivityNotice = useCallback((minutes: number) => {
    if (!hasTexts.current) {
      pendingNoticeMinutes.current = minutes;
      wantWholeTexts();
      return;
    }
    publish('notify', {
      kind: 'info',
      title: latest.current.t('shell.session.inactivity_title'),
      text: latest.current.t('shell.session.inactivity_text', { minutes }),
    });
  }, []);
  useEffect(() => {
    hasTexts.current = hasWholeTexts;
    const minutes = pendingNoticeMinutes.current;
    if (!hasWholeTexts || minutes === null) return;
    pendingNoticeMinutes.current = null;
    showInactivityNotice(minutes);
  }, [hasWholeTexts, showInactivityNotice]);

  // A session that begins on the page (a registration) starts the lifecycle again; one that ends (the logoff it
  // runs itself) leaves the running lifecycle to finish its work.
  const [initialUserId] = useState(state.session.user_id);
  const userId = state.session.user_id ?? initialUserId;
  useEffect(() => {
    const { state: initial } = latest.current;
    return startSessionLifecycle(
      {
        lng: initial.lng,
        config: initial.config,
        userId,
        api,
        currentPageNeedsLogin: () => routeNeedsLogin(latest.current.state.route?.name, latest.current.state.config),
        showInactivityNotice,
        logOut: (page) => logOut('device', page),
      },
      {
        timers: browserTimers,
        storage: browserStorage,
        navigation: browserNavigation,
        visibility: documentVisibility,
        now: Date.now,
        watchActivity: watchPageActivity,
        isMediaPlaying,
      },
    );
  }, [api, showInactivityNotice, userId]);
}
