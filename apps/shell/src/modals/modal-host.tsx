import { useCaptchaPrompt } from '@betfront/account-ui/captcha';
import { publish } from '@betfront/remote-kit';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useWholeTextsFor } from '../app/use-whole-texts-for';
import { useShell } from '../app/shell-context';
import { linkTarget } from '../client/intercept-links';
import { readCookies } from '../client/read-cookies';
import { resolvePage } from '../page/resolve-page';
import { ModalErrorBoundary } from './modal-error-boundary';
import { modalForLink } from './modal-for-link';
import { needsWholeTexts, queryModalRequest } from './modal-request';
import type { ModalRequest } from './modal-request';
import { useHydrated } from '@betfront/ui';

const ShellModals = lazy(() => import('./shell-modals').then((module) => ({ default: module.ShellModals })));
const CaptchaDialog = lazy(() =>
  import('@betfront/account-ui/login').then((module) => ({ default: module.CaptchaDialog })),
);

/**
 * Opens the shell's modals: the login form when a visitor follows a link to the login page or to a page that
 * needs login, the forgot-password flow the page's query asks for, and the captcha any call of the page is asked
 * for (the office's security forms…). Their code loads on first use.
 */
export function ModalHost() {
  const { state, t, hasWholeTexts } = useShell();
  const [request, setRequest] = useState<ModalRequest | null>(null);
  const captcha = useCaptchaPrompt();
  const loggedIn = state.session.user_id !== null;
  const routeName = state.route?.name ?? null;
  const routePath = state.route?.path;

  const resolveHere = useCallback(
    (pathWithSearch: string) => {
      const url = new URL(pathWithSearch, location.origin);
      return resolvePage({
        pathname: url.pathname,
        search: url.search,
        config: state.config,
        session: state.session,
        block: state.block,
        cookies: readCookies(document.cookie),
        isProduction: true,
        ...(routePath ? { fromPath: routePath } : {}),
      });
    },
    [state.config, state.session, state.block, routePath],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = linkTarget(event, location.origin);
      if (target === null) return;
      const wanted = modalForLink(target, {
        lng: state.lng,
        currentRouteName: routeName,
        loggedIn,
        resolve: resolveHere,
      });
      if (!wanted) return;
      event.preventDefault();
      setRequest(wanted);
    };
    // Capture: decided before the shell's own navigation sees the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [state.lng, routeName, loggedIn, resolveHere]);

  // The page's query asks for a modal (once per page: closing it keeps it closed).
  const isClient = useHydrated();
  const pageKey = routePath === undefined ? '' : routePath + new URLSearchParams(state.route?.query).toString();
  const [dismissedPage, setDismissedPage] = useState<string | null>(null);
  const queryModal = useMemo(
    () => (isClient ? queryModalRequest(resolveHere(location.pathname + location.search).effects.openModal) : null),
    [isClient, resolveHere],
  );
  const hasQueryModalTexts = useWholeTextsFor(needsWholeTexts(queryModal), hasWholeTexts);
  const isQueryModalReady = !needsWholeTexts(queryModal) || hasQueryModalTexts;
  const shown: ModalRequest | null =
    request ?? (queryModal && isQueryModalReady && dismissedPage !== pageKey ? queryModal : null);

  const close = useCallback(() => {
    setRequest(null);
    setDismissedPage(pageKey);
  }, [pageKey]);
  const onError = useCallback(
    (messageKey: string) => {
      close();
      publish('notify', { kind: 'error', text: t(messageKey) });
    },
    [t, close],
  );

  if (captcha.pending) {
    const { pending, settle } = captcha;
    return (
      <ModalErrorBoundary onError={onError}>
        <Suspense fallback={null}>
          <CaptchaDialog t={t} exceptionCode={pending.exceptionCode} onAnswer={settle} onCancel={() => settle(null)} />
        </Suspense>
      </ModalErrorBoundary>
    );
  }
  if (!shown) return null;
  return (
    <ModalErrorBoundary onError={onError}>
      <Suspense fallback={null}>
        <ShellModals
          request={shown}
          lng={state.lng}
          t={t}
          registrationAllowed={state.config.isRegistrationAllowed}
          open={setRequest}
          close={close}
          onSessionStarted={(returnTo) => (returnTo ? location.assign(returnTo) : location.reload())}
        />
      </Suspense>
    </ModalErrorBoundary>
  );
}
