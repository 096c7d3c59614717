import { askCaptcha, createApiClient, createTokenSource, installBrowserApi } from '@betfront/api-client';
import type { ApiClient, TokenSource } from '@betfront/api-client';
import type { SiteConfig } from '@betfront/contract';
import { browserStorage } from './browser-storage';
import { confirmTermsLocation } from './confirm-terms-location';
import { createFingerprintStore } from './fingerprint-store';
import type { FingerprintStore } from './fingerprint-store';
import { runFingerprintScript } from './load-fingerprint-script';
import { browserNavigation } from './page-navigation';
import { browserFetch } from '@betfront/remote-kit';

const APPLICATION_NAME = 'betfront-web';
const CONFIRM_TERMS_PATH = /^\/[a-z]{2}\/user\/confirm-terms(\/|$)/;

export interface SessionApiInput {
  lng: string;
  config: Pick<SiteConfig, 'isTermsConfirmationEnabled'>;
  userId: number | null;
}

export interface SessionApi {
  client: ApiClient;
  tokens: TokenSource;
  fingerprint: FingerprintStore;
}

let installed: SessionApi | null = null;
let sessionUserId: number | null = null;

/**
 * Builds the browser's one API client and installs it for every part of the page: the bearer token shared
 * for 60 s (players only) and refreshed once on a 401, the captcha dialog, the fingerprint, and the
 * confirm-terms page on a 451.
 */
export function installSessionApi({ lng, config, userId }: SessionApiInput): SessionApi {
  sessionUserId = userId;
  const fingerprint = createFingerprintStore({ collect: runFingerprintScript, storage: browserStorage, now: Date.now });
  const holder: { tokens?: TokenSource } = {};
  const client = createApiClient({
    fetch: browserFetch,
    applicationName: APPLICATION_NAME,
    // A visitor has no token to ask for; a failed token fetch sends the request without one.
    getToken: () => (sessionUserId !== null && holder.tokens ? holder.tokens.get().catch(() => null) : null),
    refreshToken: () => holder.tokens?.refresh() ?? Promise.resolve(),
    onCaptchaRequired: askCaptcha,
    refreshFingerprint: () => fingerprint.refresh(),
    getFingerprint: () => fingerprint.token(),
    onTermsRequired: () => {
      const currentPath = browserNavigation.currentPath();
      if (!config.isTermsConfirmationEnabled || CONFIRM_TERMS_PATH.test(currentPath)) return;
      browserNavigation.assign(confirmTermsLocation(lng, currentPath));
    },
  });
  const tokens = createTokenSource(client, Date.now);
  holder.tokens = tokens;
  installBrowserApi(client);
  installed = { client, tokens, fingerprint };
  return installed;
}

/** A player's session began on this page (a registration): requests carry that player's token from now on. */
export function adoptSession(userId: number): void {
  sessionUserId = userId;
  installed?.tokens.forget();
}

/** The session ended: no token of it is sent again and requests go out as a visitor's. */
export function forgetSession(): void {
  sessionUserId = null;
  installed?.tokens.forget();
}
