import '@betfront/ui/tokens.css';
import { pageQueryClient } from '@betfront/remote-kit';
import { hydrateInTransition } from '@betfront/remote-kit/client';
import { setLayoutChoice, setThemeChoice, setTimeDisplay } from '@betfront/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID, pageStateSchema } from '../page/page-state';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { installSessionApi } from '../session/session-api';
import { layoutOf, timeDisplayOf } from '../page/time-display';
import { ClientApp } from './client-app';
import { installAnalytics } from '../analytics/install-analytics';
import { analyticsDelayMs } from '../analytics/analytics-delay';
import { schedulePerformanceReport } from '../analytics/performance-report';
import { rememberLanguage } from './remember-language';
import { rememberTimeZone } from './remember-time-zone';
import { rememberWindowWidth } from './remember-window-width';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Hydrates the server's page from the state it carries. What the page only remembers for the next request (time
 * zone, language, window width) waits for a task of its own: each write of a cookie takes a phone a few ms.
 */
export function hydratePage(): void {
  const stateText = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? 'null';
  const parsed = pageStateSchema.safeParse(JSON.parse(stateText));
  const root = document.getElementById('root');
  if (!parsed.success || !root) {
    // The server markup stays usable without scripts; a broken state only loses interactivity.
    console.error('betfront: the page state could not be read', parsed.error?.issues);
    return;
  }
  const { lng, config, session } = parsed.data;
  setTimeDisplay(timeDisplayOf(session));
  setThemeChoice(session.theme);
  setLayoutChoice(layoutOf(session));
  const page = parsed.data.route?.name ?? null;
  installAnalytics({ page, delayMs: analyticsDelayMs(page) });
  schedulePerformanceReport();
  const sessionApi = installSessionApi({ lng, config, userId: session.user_id });
  hydrateInTransition(
    root,
    <QueryClientProvider client={pageQueryClient()}>
      <ClientApp initialState={parsed.data} sessionApi={sessionApi} />
    </QueryClientProvider>,
  );
  registerServiceWorker(config.isPwa);
  void yieldToBrowser().then(() => {
    rememberTimeZone();
    rememberLanguage(session, lng);
    rememberWindowWidth();
  });
}
