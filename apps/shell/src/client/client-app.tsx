import { installBetslip } from '@betfront/betslip';
import { installMedia } from '@betfront/media';
import {
  browserFetch,
  createTranslate,
  loadWholeDictionaries,
  pageQueryClient,
  publish,
  subscribe,
  track,
  wantWholeTexts,
  wantWholeTextsOnIntent,
  whenWholeTextsWanted,
} from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ShellApp } from '../app/shell-app';
import type { PageState } from '../page/page-state';
import { resolvePage } from '../page/resolve-page';
import { SHELL_DICTIONARIES } from '../page/shell-dictionaries';
import { adoptSession } from '../session/session-api';
import type { SessionApi } from '../session/session-api';
import { onSessionEnded } from '../session/session-ended';
import { useSessionLifecycle } from '../session/use-session-lifecycle';
import { useResponsiblePing } from '../session/use-responsible-ping';
import { RealityCheckDialog } from '../components/reality-check-dialog';
import { TeamCashNotice } from '../team-cash/team-cash-notice';
import { UpdateNotice } from '../update-check/update-notice';
import { AgeConfirmationDialog, isAgeQuestionDue } from '../age-confirmation/age-confirmation-dialog';
import { useWholeTextsFor } from '../app/use-whole-texts-for';
import { areaOfRoute } from '../analytics/area-of-route';
import { setAnalyticsPage } from '../analytics/install-analytics';
import { linkTarget } from './intercept-links';
import { installLinkPrefetch } from './link-prefetch';
import { modalForLink } from '../modals/modal-for-link';
import { readCookies } from './read-cookies';
import { installScrollRestoration, restoreScrollPosition, saveScrollPosition } from './scroll-restoration';

const NO_SERVER_VIEWS = {};

/**
 * The hydrated page. Navigation runs the same resolution as the server; a redirect or a change of language
 * goes through the server (which applies cookies and new dictionaries), anything else renders in place.
 */
export function ClientApp({ initialState, sessionApi }: { initialState: PageState; sessionApi: SessionApi }) {
  const [state, setState] = useState(initialState);
  // Notices shown on load wait for the whole texts: the page carries only those its first render read.
  const [hasWholeTexts, setHasWholeTexts] = useState(false);
  const t = useMemo(() => {
    const translate = createTranslate(state.dictionary, state.lng);
    if (hasWholeTexts) return translate;
    // A text the page lacks asks for the whole dictionaries, and is empty until they arrive: never its key.
    return ((key, vars) => {
      const text = translate(key, vars);
      if (text !== key) return text;
      wantWholeTexts();
      return '';
    }) satisfies Translate;
  }, [state.dictionary, state.lng, hasWholeTexts]);
  const [areTextsMissing, setAreTextsMissing] = useState(false);
  useSessionLifecycle(state, sessionApi, t, hasWholeTexts);
  const responsible = useResponsiblePing(state, t, hasWholeTexts);
  // Once per page: the language or the login changes only through a new page load.
  const isLoggedIn = initialState.session.user_id !== null;
  const { features, isSystemBankerOnByDefault } = initialState.config;
  // The coupon stays installed when the rest of the dictionaries arrive: it reads the latest texts.
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  }, [t]);
  const couponT = useCallback<Translate>((key, vars) => latestT.current(key, vars), []);
  useEffect(
    () => installBetslip({ lng: initialState.lng, isLoggedIn, t: couponT, features, isSystemBankerOnByDefault }),
    [initialState.lng, isLoggedIn, couponT, features, isSystemBankerOnByDefault],
  );

  useEffect(installMedia, []);

  // The page carried the texts of its first render; the rest (modals, coupon, forms) are asked for when wanted.
  useEffect(() => wantWholeTextsOnIntent(document), []);
  const [isAgeQuestionAsked] = useState(() =>
    isAgeQuestionDue(initialState.config.ageConfirmation, initialState.session.user_id === null),
  );
  const isAgeQuestionShown = useWholeTextsFor(isAgeQuestionAsked, hasWholeTexts);
  useEffect(
    () =>
      whenWholeTextsWanted(() => {
        void loadWholeDictionaries(browserFetch, initialState.lng, SHELL_DICTIONARIES)
          // The whole shell draws again with them: in slices, as a transition, not in one long task.
          .then((whole) =>
            startTransition(() => {
              setState((current) => ({ ...current, dictionary: { ...current.dictionary, ...whole } }));
              setHasWholeTexts(true);
            }),
          )
          .catch((error: unknown) => {
            console.error('betfront: the dictionaries could not be loaded', error);
            setAreTextsMissing(true);
            setHasWholeTexts(true);
          });
      }),
    [initialState.lng],
  );

  const loadTexts = useCallback(
    (ids: readonly string[]) =>
      loadWholeDictionaries(browserFetch, initialState.lng, ids).then((entries) =>
        startTransition(() =>
          setState((current) => ({ ...current, dictionary: { ...entries, ...current.dictionary } })),
        ),
      ),
    [initialState.lng],
  );

  useEffect(
    () =>
      onSessionEnded(() =>
        setState((current) => ({ ...current, session: { ...current.session, user_id: null, ban_level: 0 } })),
      ),
    [],
  );

  // A registration logs the player in while its dialog still shows the credentials: the header shows the account now.
  useEffect(
    () =>
      subscribe('sessionStarted', ({ userId }) => {
        adoptSession(userId);
        setState((current) => ({ ...current, session: { ...current.session, user_id: userId } }));
      }),
    [],
  );

  const resolveTarget = useCallback(
    (url: URL) =>
      resolvePage({
        pathname: url.pathname,
        search: url.search,
        config: state.config,
        session: state.session,
        block: state.block,
        cookies: readCookies(document.cookie),
        isProduction: true,
        fromPath: state.route?.path,
      }),
    [state.config, state.session, state.block, state.route?.path],
  );

  const navigate = useCallback(
    (target: string, mode: 'push' | 'pop') => {
      const url = new URL(target, location.origin);
      const resolution = resolveTarget(url);
      if (resolution.effects.navigationBlocked) {
        publish('notify', { kind: 'error', text: t('shell.navigation_blocked') });
        if (mode === 'pop' && state.route) history.pushState(null, '', state.route.path);
        return;
      }
      if (resolution.kind === 'redirect' || resolution.lng !== state.lng) {
        location.assign(resolution.kind === 'redirect' ? resolution.location : url.href);
        return;
      }
      setAnalyticsPage(resolution.route?.name ?? null);
      if (mode === 'push') {
        saveScrollPosition();
        history.pushState(null, '', url.pathname + url.search + url.hash);
      }
      setState((current) => ({
        ...current,
        status: resolution.status,
        shell: resolution.shell,
        route: resolution.route,
        mainRemote: resolution.mainRemote,
        flags: resolution.flags,
        seoText: null,
      }));
      if (mode === 'pop') restoreScrollPosition();
      else if (!url.hash) window.scrollTo(0, 0);
    },
    [state, t, resolveTarget],
  );

  useEffect(installScrollRestoration, []);

  const { route } = state;
  useEffect(() => {
    const area = route ? areaOfRoute(route) : null;
    if (area) track({ name: 'area_open', area });
  }, [route]);

  const { registry } = state;
  const routeName = state.route?.name ?? null;
  const isLoggedInNow = state.session.user_id !== null;
  useEffect(
    () =>
      installLinkPrefetch((path) => {
        const resolution = resolveTarget(new URL(path, location.origin));
        // A visitor's click on such a link opens the login or registration dialog here, not the page behind it.
        const opensModal = modalForLink(path, {
          lng: initialState.lng,
          currentRouteName: routeName,
          loggedIn: isLoggedInNow,
          resolve: () => resolution,
        });
        if (opensModal) return null;
        return resolution.kind === 'page' && resolution.mainRemote ? (registry[resolution.mainRemote] ?? null) : null;
      }),
    [resolveTarget, registry, routeName, isLoggedInNow, initialState.lng],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = linkTarget(event, location.origin);
      if (target === null) return;
      event.preventDefault();
      navigate(target, 'push');
    };
    const onPopState = () => navigate(location.pathname + location.search, 'pop');
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [navigate]);

  return (
    <>
      <ShellApp
        state={state}
        fetcher={browserFetch}
        serverViews={NO_SERVER_VIEWS}
        queries={pageQueryClient()}
        t={t}
        areTextsMissing={areTextsMissing}
        hasWholeTexts={hasWholeTexts}
        loadTexts={loadTexts}
      />
      <TeamCashNotice state={state} t={t} hasWholeTexts={hasWholeTexts} />
      <UpdateNotice version={initialState.version} t={t} hasWholeTexts={hasWholeTexts} />
      {isAgeQuestionShown && (
        <AgeConfirmationDialog mode={state.config.ageConfirmation} isVisitor={state.session.user_id === null} t={t} />
      )}
      {responsible.realityCheck && (
        <RealityCheckDialog
          t={t}
          lng={state.lng}
          check={responsible.realityCheck}
          onContinue={responsible.continuePlaying}
          onLogOut={responsible.logOutNow}
        />
      )}
    </>
  );
}
