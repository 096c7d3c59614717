import type { RemoteHandle } from '@betfront/remote-kit/client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useShell } from '../app/shell-context';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { fetchRemoteView } from './fetch-remote-view';
import { loadRemoteModule } from './load-remote-module';
import { MANUAL_RELOAD_THROTTLE_MS, retryPolicyFor } from './retry-policy';
import { ViewState, transition } from './view-state';
import styles from './remote-view.module.css';
import { routeAddress } from './route-address';

interface RemoteViewProps {
  appName: string;
  /** Server markup of the view; absent when the view is shown after a client-side navigation. */
  serverHtml: string | null;
  className?: string;
}

function readServerHtml(appName: string, serverHtml: string | null): string {
  if (serverHtml !== null) return serverHtml;
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-remote-view="${appName}"]`)?.innerHTML ?? '';
}

/**
 * Shows one remote application: hydrates its server markup, routes it on navigation, and walks the spec's
 * view states. A failure shows the error state with a throttled refresh button at once, while the view retries
 * by itself as its policy says; a failed route change mounts the view afresh for the new path.
 */
export function RemoteView({ appName, serverHtml, className }: RemoteViewProps) {
  const { state, t, fetcher, remoteContext, reportStatus } = useShell();
  const [initialHtml] = useState(() => readServerHtml(appName, serverHtml));
  const [viewState, dispatch] = useReducer(transition, ViewState.NotExisting);
  /** Each mount of the view (the first, every retry and refresh, a failed route change) has its own number. */
  const [mount, setMount] = useState(0);
  const [retries, setRetries] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<RemoteHandle | null>(null);
  const lastManualReload = useRef(0);
  const mountedAddress = useRef<string | null>(null);
  const policy = retryPolicyFor(appName);

  useEffect(() => {
    const container = containerRef.current;
    const assets = state.registry[appName];
    if (!container || !assets) {
      dispatch(ViewState.Error);
      return;
    }
    let cancelled = false;
    dispatch(ViewState.Loading);
    const needsMarkup = mount > 0 || container.childElementCount === 0;
    const markup = needsMarkup
      ? fetchRemoteView(fetcher, appName, routeAddress(remoteContext.route)).then((view) => {
          if (view.status !== 200)
            throw Object.assign(new Error(`view status ${view.status}`), { status: view.status });
          if (cancelled) return;
          container.innerHTML = view.body;
          if (appName === state.mainRemote) document.title = view.title;
        })
      : Promise.resolve();
    markup
      .then(() => loadRemoteModule(assets))
      .then((module) => {
        if (cancelled) return;
        const handle = module.mount(container, fetcher);
        handleRef.current = handle;
        mountedAddress.current = routeAddress(remoteContext.route);
        setRetries(0);
        // Ready once hydrated: a tap held until then (early taps) and a route change find the view drawn.
        return handle.drawn;
      })
      .then(() => {
        if (!cancelled) dispatch(ViewState.Ready);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number') {
          reportStatus(status);
          return;
        }
        if (isChunkLoadError(error) && reloadOnceForChunkError(sessionStorage, Date.now(), () => location.reload()))
          return;
        dispatch(ViewState.Error);
      });
    return () => {
      cancelled = true;
      handleRef.current?.unmount();
      handleRef.current = null;
    };
    // The view mounts once per mount number; route changes go through the handle below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appName, mount]);

  useEffect(() => {
    if (viewState !== ViewState.Error || retries >= policy.retries) return;
    const timer = setTimeout(() => {
      setRetries(retries + 1);
      setMount((current) => current + 1);
    }, policy.delayMs(retries));
    return () => clearTimeout(timer);
  }, [viewState, retries, policy]);

  useEffect(() => {
    const handle = handleRef.current;
    if (!handle || viewState !== ViewState.Ready || mountedAddress.current === routeAddress(remoteContext.route))
      return;
    mountedAddress.current = routeAddress(remoteContext.route);
    handle.update(remoteContext).then(
      ({ status, head }) => {
        if (status !== 200) reportStatus(status);
        else if (head && appName === state.mainRemote) document.title = head.title;
      },
      () => {
        // The remote could not load the new path's data: mount it afresh there, through loading to error or ready.
        dispatch(ViewState.NotExisting);
        setMount((current) => current + 1);
      },
    );
  }, [remoteContext, viewState, reportStatus, appName, state.mainRemote]);

  const reloadManually = useCallback(() => {
    const now = Date.now();
    if (now - lastManualReload.current < MANUAL_RELOAD_THROTTLE_MS) return;
    lastManualReload.current = now;
    setMount((current) => current + 1);
  }, []);

  const failed = viewState === ViewState.Error;
  // Read in every render, the server's too, so that the page carries them: a view fails when the network does, and
  // the whole dictionaries may not come then.
  const failureTexts = {
    title: t('main_dictionary_load_error'),
    hint: t('main_dictionary_refresh_page'),
    refresh: t('main_page_refresh_button'),
  };
  return (
    <div className={className} data-view-state={viewState}>
      {failed && (
        <div role="alert" className={styles.error}>
          <p className={styles.title}>{failureTexts.title}</p>
          <p>{failureTexts.hint}</p>
          <button type="button" className={styles.button} onClick={reloadManually}>
            {failureTexts.refresh}
          </button>
        </div>
      )}
      {/* Markup of a remote that did not start has no working controls: it is shown as unavailable. */}
      <div
        ref={containerRef}
        data-remote-view={appName}
        className={failed ? styles.unavailable : undefined}
        inert={failed}
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}
