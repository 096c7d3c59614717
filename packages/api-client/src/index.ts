export { createApiClient, DEFAULT_MAX_AUTH_RETRIES } from './api-client';
export type { ApiClient, ApiClientOptions, FetchFunction } from './api-client';
export type { HttpMethod, QueryValue, RequestOptions } from './request-options';
export {
  ApiError,
  CLOSED_REQUEST_STATUS,
  INCORRECT_ANSWER_STATUS,
  isApiError,
  NETWORK_ERROR_STATUS,
} from './api-error';
export type { ApiErrorDetails, ApiErrorStatus } from './api-error';
export {
  CAPTCHA_EXCEPTION_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_RETRY_LIMIT,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_RETRY_LIMIT,
  isCaptchaRequired,
  isFingerprintError,
  isTermsRequired,
  isUnauthorized,
  TERMS_EXCEPTION_CODE,
} from './error-rules';
export { FINGERPRINT_HEADER, fingerprintSchema, isFingerprintValid } from './fingerprint';
export type { Fingerprint } from './fingerprint';
export { consoleLogger } from './logger';
export type { LogDetails, Logger } from './logger';
export { refusalText } from './refusal-text';
export { sleep } from './sleep';
export type { Sleep } from './sleep';
export { withRetries } from './retry';
export type { RetryOptions } from './retry';
export { createTokenSource, decodeTokenPayload, isTokenFresh, TOKEN_SHARE_MS } from './token';
export type { TokenSource } from './token';
export type { LoaderOptions } from './loader-options';
export {
  COUNTRY_HEADER,
  loadSiteConfig,
  NoSiteConfigError,
  SITE_CONFIG_DELAY_MS,
  SITE_CONFIG_TRIES,
} from './load-site-config';
export { BLOCK_DELAY_MS, BLOCK_TRIES, loadBlock } from './load-block';
export type { BlockRequest } from './load-block';
export { loadRedirect, REDIRECT_DELAY_MS, REDIRECT_TRIES } from './load-redirect';
export { loadSessionUser, SESSION_CHECK_DELAY_MS, SESSION_CHECK_RETRIES } from './load-session-user';
export { askCaptcha, browserApi, installBrowserApi, registerCaptchaPrompt } from './browser-api';
export type { CaptchaPrompt } from './browser-api';
export { savePreferences } from './save-preferences';
