import { COUNTRY_HEADER, NoSiteConfigError } from '@betfront/api-client';
import type { SeoPageData, SiteConfig } from '@betfront/contract';
import { MANIFEST_PATH } from '@betfront/contract/pwa';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import { renderRemote } from '@betfront/remote-kit/server';
import { COOKIE_CONSENT_COOKIE, cookieConsentOfValue } from '@betfront/remote-kit/cookie-consent';
import { createIconSprite } from '@betfront/ui';
import type { GuardEffects } from '../guards/guard-types';
import { PAGE_COOKIE } from '../page/page-cookies';
import type { PageState } from '../page/page-state';
import { resolvePage } from '../page/resolve-page';
import { pageRenderScope } from '../page/time-display';
import { SHELL_DICTIONARIES } from '../page/shell-dictionaries';
import { renderNoSiteConfigPage } from './no-site-config-page';
import { createPageApi } from './page-api';
import { seoRequestOf } from './seo-request';
import type { PageHeadInput } from './page-head';
import { REMOTE_DEFINITIONS } from './remote-definitions';
import { renderDocument } from './render-document';
import { sharePageReads } from './share-page-reads';
import type { SiteAssets } from './site-assets';
import { remoteUserOf } from '../session/remote-user';

export interface PageRequest {
  /** Path and query as requested. */
  url: string;
  /** Scheme and host the visitor used, for canonical and alternate links. */
  origin: string;
  cookies: Readonly<Record<string, string>>;
  countryCode: string | undefined;
  isMobile: boolean;
  /** Answers platform calls in-process, with the visitor's cookies. */
  fetcher: Fetcher;
  assets: SiteAssets;
  isProduction: boolean;
}

export interface PageCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
}

export type PageResponse =
  | { kind: 'redirect'; status: 301 | 302; location: string; cookies: PageCookie[] }
  | {
      kind: 'html';
      status: number;
      html: string;
      /** The exact texts of the page's inline style elements, for its Content-Security-Policy to allow by hash. */
      inlineStyles: string[];
      cookies: PageCookie[];
    };

const MAX_URL_LENGTH = 2048;

function cookiesFrom(effects: GuardEffects): PageCookie[] {
  const cookies: PageCookie[] = (effects.setCookies ?? []).map((cookie) => ({ ...cookie, httpOnly: false }));
  if (effects.rememberTarget) {
    cookies.push({
      name: PAGE_COOKIE.returnTarget,
      value: effects.rememberTarget,
      maxAgeSeconds: 1800,
      httpOnly: true,
    });
  }
  if (effects.forgetTarget) {
    cookies.push({ name: PAGE_COOKIE.returnTarget, value: '', maxAgeSeconds: 0, httpOnly: true });
  }
  if (effects.rememberIdentificationTarget) {
    cookies.push({
      name: PAGE_COOKIE.identificationTarget,
      value: effects.rememberIdentificationTarget,
      maxAgeSeconds: 86_400,
      httpOnly: true,
    });
  }
  if (effects.forgetIdentificationTarget) {
    cookies.push({ name: PAGE_COOKIE.identificationTarget, value: '', maxAgeSeconds: 0, httpOnly: true });
  }
  return cookies;
}

function canonicalUrl(origin: string, path: string, config: SiteConfig, seo: SeoPageData): string {
  const custom = seo.customCanonical;
  if (custom?.mode === 'url' && custom.targetUrl) return custom.targetUrl;
  const mirrorHost =
    custom?.mode === 'mirror'
      ? custom.domain.host
      : config.seo.canonicalMode === 'mirror'
        ? config.seo.mirrorHost
        : null;
  return mirrorHost ? `https://${mirrorHost}${path}` : `${origin}${path}`;
}

function buildHead(
  origin: string,
  state: PageState,
  title: string,
  description: string,
  seo: SeoPageData,
  imagePreload: string | undefined,
): PageHeadInput {
  const path = state.route?.path ?? `/${state.lng}`;
  const rest = path.slice(1 + state.lng.length);
  const visible = state.config.languages.filter((language) => !language.hiddenForVisitors);
  return {
    title,
    description,
    robots: state.status === 200 ? seo.metaRobots : 'noindex,follow',
    canonical: canonicalUrl(origin, path, state.config, seo),
    alternates: visible.map((language) => ({ lng: language.code, href: `${origin}/${language.code}${rest}` })),
    defaultAlternate: `${origin}/${state.config.defaultLanguage}${rest}`,
    metas: seo.metas,
    themeColor: state.config.pwaManifest.themeColor,
    manifest: state.config.isPwa ? MANIFEST_PATH : null,
    imagePreload,
  };
}

/** Serves one page: resolves it, renders its remote applications and the shell around them. */
export async function handlePageRequest(request: PageRequest): Promise<PageResponse> {
  const url = new URL(request.url.slice(0, MAX_URL_LENGTH), request.origin);
  const fetcher = sharePageReads(request.fetcher, request.countryCode ? { [COUNTRY_HEADER]: request.countryCode } : {});
  const api = createPageApi(fetcher);
  const firstSegment = url.pathname.split('/')[1] ?? '';
  const loadingSession = api.session();
  // Asked at once; their answers still decide the page in order: no config, an operator redirect, the block.
  const [session, config, operatorRedirect, block] = await Promise.all([
    loadingSession,
    api.config(firstSegment, request.countryCode).catch((error: unknown) => {
      if (error instanceof NoSiteConfigError) return null;
      throw error;
    }),
    api.redirect(url.pathname + url.search),
    loadingSession.then((loaded) => api.block(loaded.user_id !== null, url.pathname)),
  ]);
  if (!config) return { kind: 'html', status: 503, html: renderNoSiteConfigPage(), inlineStyles: [], cookies: [] };
  if (operatorRedirect?.redirect) {
    return {
      kind: 'redirect',
      status: operatorRedirect.code === 301 ? 301 : 302,
      location: operatorRedirect.url,
      cookies: [],
    };
  }
  const resolution = resolvePage({
    pathname: url.pathname,
    search: url.search,
    config,
    session,
    block,
    cookies: request.cookies,
    isProduction: request.isProduction,
  });
  if (resolution.kind === 'redirect') {
    return {
      kind: 'redirect',
      status: resolution.status,
      location: resolution.location,
      cookies: cookiesFrom(resolution.effects),
    };
  }

  const remoteContext: RemoteContext = {
    lng: resolution.lng,
    route: resolution.route,
    user: remoteUserOf(session),
    isMobile: request.isMobile,
  };
  const shownRemotes = [
    ...(resolution.status === 200 && resolution.mainRemote ? [resolution.mainRemote] : []),
    ...(resolution.shell === 'default' || resolution.shell === 'third-party'
      ? [
          ...(resolution.flags.hidesFooter ? [] : ['footer']),
          ...(resolution.flags.hidesBottomNav ? [] : ['bottom-nav']),
        ]
      : []),
  ];
  // One sprite for the page: the remotes' icons and the shell's are written once each, after the shell's markup.
  const icons = createIconSprite();
  const [rendered, dictionary, seo] = await Promise.all([
    Promise.all(
      shownRemotes.map(async (appName) => {
        const definition = REMOTE_DEFINITIONS[appName];
        if (!definition) throw new Error(`no remote application named ${appName}`);
        return [
          appName,
          await renderRemote(definition, remoteContext, fetcher, pageRenderScope(session, icons)),
        ] as const;
      }),
    ),
    api.dictionary(resolution.lng, SHELL_DICTIONARIES),
    api.seo(seoRequestOf(resolution, config, request.cookies)),
  ]);

  const main = rendered.find(([appName]) => appName === resolution.mainRemote)?.[1];
  const status = main && main.status !== 200 ? main.status : resolution.status;
  const serverViews = Object.fromEntries(
    rendered
      .filter(([appName, view]) => view.status === 200 && (status === 200 || appName !== resolution.mainRemote))
      .map(([appName, view]) => [appName, view.body]),
  );
  const state: PageState = {
    lng: resolution.lng,
    status,
    shell: resolution.shell,
    route: resolution.route,
    mainRemote: resolution.mainRemote,
    flags: resolution.flags,
    isMobile: request.isMobile,
    isDemo: !request.isProduction,
    asksCookieConsent: cookieConsentOfValue(request.cookies[COOKIE_CONSENT_COOKIE]) === null,
    config,
    session,
    block,
    seoText: resolution.flags.hidesSeoText ? null : seo.content,
    dictionary,
    registry: request.assets.registry,
    version: request.assets.version,
  };
  const statusTitle =
    dictionary[status === 404 ? 'shell.not_found.title' : 'shell.server_error.title'] ?? String(status);
  const title = status !== 200 ? `${statusTitle} — ${config.projectName}` : main?.head.title || seo.title;
  const description = (status === 200 && main?.head.description) || seo.description;
  const { html, inlineStyles } = renderDocument({
    state,
    head: buildHead(
      request.origin,
      state,
      title,
      description,
      seo,
      status === 200 ? main?.head.imagePreload : undefined,
    ),
    serverViews,
    icons,
    assets: request.assets,
    fetcher,
  });
  return { kind: 'html', status, html, inlineStyles, cookies: cookiesFrom(resolution.effects) };
}
