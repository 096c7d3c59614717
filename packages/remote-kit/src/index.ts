export { browserFetch } from './browser-fetch';
export { browserLocalStorage } from './browser-local-storage';
export {
  allowsAnalytics,
  allowsPreferences,
  browserCookieConsent,
  consentTypeOf,
  COOKIE_CONSENT,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
  readCookieConsent,
} from './cookie-consent';
export type { CookieConsentType } from './cookie-consent';
export { defineRemote } from './define-remote';
export { splitView } from './split-view';
export type { SplitView } from './split-view';
export { createTranslate } from './translate';
export { loadWholeDictionaries } from './dictionary-loader';
export { wantWholeTexts, wantWholeTextsOnIntent, whenWholeTextsWanted } from './whole-texts-demand';
export { publish, subscribe } from './event-channel';
export { track } from './track';
export { menuClickTracker } from './track-menu';
export { HIDDEN_PAUSE_MS } from './long-hidden';
export { useNow } from './use-now';
export { ACCOUNTS_KEY, HISTORY_KEY, invalidateAfterBet, PLAYER_BETS_KEY } from './bet-queries';
export { pollEvery } from './polling';
export { createQueryClient, followLongHiddenFocus, pageQueryClient } from './query-client';
export type { ChannelEventName, ChannelEvents } from './event-channel';
export { REMOTE_APP_NAMES } from './types';
export type {
  Fetcher,
  HeadArgs,
  LoadArgs,
  LoadResult,
  PageHead,
  RemoteAppName,
  RemoteAppProps,
  RemoteContext,
  RemoteDefinition,
  RemoteRoute,
  RemoteUser,
  Translate,
} from './types';
