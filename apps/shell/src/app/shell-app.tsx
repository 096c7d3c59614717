import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import { createTranslate } from '@betfront/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { CookieConsentBanner } from '../cookie-consent/cookie-consent-banner';
import { ModalHost } from '../modals/modal-host';
import type { PageState } from '../page/page-state';
import { PageShell } from '../shells/page-shell';
import type { ServerViews } from './main-content';
import { ShellContext } from './shell-context';
import type { ShellContextValue } from './shell-context';

interface ShellAppProps {
  state: PageState;
  fetcher: Fetcher;
  serverViews: ServerViews;
  /** The server state of the shell's own reads: the request's on the server, the page's one in the browser. */
  queries: QueryClient;
  /** The browser could not load the whole dictionaries. */
  areTextsMissing?: boolean;
}

function toRemoteContext(state: PageState): RemoteContext {
  return {
    lng: state.lng,
    route: state.route ?? { name: 'not-found', params: {}, query: {}, path: `/${state.lng}` },
    user: state.session.user_id === null ? null : { id: state.session.user_id },
    isMobile: state.isMobile,
  };
}

/** The whole page: the shell the route asks for, with the remote applications inside it. */
export function ShellApp({ state, fetcher, serverViews, queries, areTextsMissing = false }: ShellAppProps) {
  const [reported, setReported] = useState<{ path: string | undefined; status: number } | null>(null);
  const path = state.route?.path;
  // A status a remote reported holds for the route it was reported on only.
  const reportedStatus = reported && reported.path === path ? reported.status : null;
  const t = useMemo(() => createTranslate(state.dictionary, state.lng), [state.dictionary, state.lng]);
  const remoteContext = useMemo(() => toRemoteContext(state), [state]);
  const reportStatus = useCallback((status: number) => setReported({ path, status }), [path]);
  const value = useMemo<ShellContextValue>(
    () => ({ state, t, fetcher, remoteContext, reportStatus, areTextsMissing }),
    [state, t, fetcher, remoteContext, reportStatus, areTextsMissing],
  );
  return (
    <QueryClientProvider client={queries}>
      <ShellContext.Provider value={value}>
        <PageShell name={state.shell} status={reportedStatus ?? state.status} serverViews={serverViews} />
        <ModalHost />
        {state.asksCookieConsent && <CookieConsentBanner lng={state.lng} t={t} />}
      </ShellContext.Provider>
    </QueryClientProvider>
  );
}
