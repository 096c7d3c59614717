import type { Fetcher, RemoteContext, Translate } from '@betfront/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { CookieConsentBanner } from '../cookie-consent/cookie-consent-banner';
import { ModalHost } from '../modals/modal-host';
import type { PageState } from '../page/page-state';
import { PageShell } from '../shells/page-shell';
import type { ServerViews } from './main-content';
import { ShellContext } from './shell-context';
import type { ShellContextValue } from './shell-context';
import { remoteUserOf } from '../session/remote-user';

interface ShellAppProps {
  state: PageState;
  fetcher: Fetcher;
  serverViews: ServerViews;
  /** The server state of the shell's own reads: the request's on the server, the page's one in the browser. */
  queries: QueryClient;
  /** Reads the page's texts: in the browser, those the page lacks until the whole dictionaries arrive. */
  t: Translate;
  /** The browser could not load the whole dictionaries. */
  areTextsMissing?: boolean;
  /** The browser has tried to load the whole dictionaries. */
  hasWholeTexts?: boolean;
  loadTexts?: ShellContextValue['loadTexts'];
}

/** The server's render draws what the page carries, and loads no texts. */
const loadNoTexts = async () => undefined;

function toRemoteContext(state: PageState): RemoteContext {
  return {
    lng: state.lng,
    route: state.route ?? { name: 'not-found', params: {}, query: {}, path: `/${state.lng}` },
    user: remoteUserOf(state.session),
    isMobile: state.isMobile,
  };
}

/** The whole page: the shell the route asks for, with the remote applications inside it. */
export function ShellApp({
  state,
  fetcher,
  serverViews,
  queries,
  t,
  areTextsMissing = false,
  hasWholeTexts = false,
  loadTexts = loadNoTexts,
}: ShellAppProps) {
  const [reported, setReported] = useState<{ path: string | undefined; status: number } | null>(null);
  const path = state.route?.path;
  // A status a remote reported holds for the route it was reported on only.
  const reportedStatus = reported && reported.path === path ? reported.status : null;
  const remoteContext = useMemo(() => toRemoteContext(state), [state]);
  const reportStatus = useCallback((status: number) => setReported({ path, status }), [path]);
  const value = useMemo<ShellContextValue>(
    () => ({ state, t, fetcher, remoteContext, reportStatus, areTextsMissing, hasWholeTexts, loadTexts }),
    [state, t, fetcher, remoteContext, reportStatus, areTextsMissing, hasWholeTexts, loadTexts],
  );
  return (
    <QueryClientProvider client={queries}>
      <ShellContext.Provider value={value}>
        {/* A boundary the server rendered hydrates in slices that yield to the browser, not in one long task. */}
        <Suspense fallback={null}>
          <PageShell name={state.shell} status={reportedStatus ?? state.status} serverViews={serverViews} />
        </Suspense>
        <ModalHost />
        {state.asksCookieConsent && <CookieConsentBanner lng={state.lng} t={t} />}
      </ShellContext.Provider>
    </QueryClientProvider>
  );
}
