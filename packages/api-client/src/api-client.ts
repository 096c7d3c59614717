import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';
import type { ApiError } from './api-error';
import { buildInit, buildUrl } from './build-request';
import {
  CAPTCHA_HEADER,
  CAPTCHA_RETRY_LIMIT,
  FINGERPRINT_RETRY_LIMIT,
  isCaptchaRequired,
  isFingerprintError,
  isTermsRequired,
  isUnauthorized,
} from './error-rules';
import { FINGERPRINT_HEADER } from './fingerprint';
import { consoleLogger } from './logger';
import type { Logger } from './logger';
import { closedRequestError, incorrectAnswerError, readBodyText, readErrorAnswer, transportError } from './read-answer';
import type { RequestOptions } from './request-options';

export const DEFAULT_MAX_AUTH_RETRIES = 1;

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchFunction;
  /** Prefix of every path: empty in the browser, the platform's origin on the server. */
  baseUrl?: string;
  /** Sent as x-application-name on every request. */
  applicationName: string;
  /** Bearer token for requests with `auth` left on; null sends none. */
  getToken?: () => Promise<string | null> | string | null;
  /** Called on a 401 before the request is tried again. */
  refreshToken?: () => Promise<unknown>;
  maxAuthRetries?: number;
  /** A 451 with exception_code 1: the shell sends the player to confirm-terms. */
  onTermsRequired?: () => void;
  /** A captcha is needed (exception_code 100/111/112/113); resolve the answer, or null to give up. */
  onCaptchaRequired?: (exceptionCode: number) => Promise<string | null>;
  refreshFingerprint?: () => Promise<unknown>;
  /** The device fingerprint token sent as `x-fingerprint`; null sends none. */
  getFingerprint?: () => string | null;
  log?: Logger;
}

export interface ApiClient {
  request<T>(schema: core.$ZodType<T>, options: RequestOptions): Promise<T>;
}

interface RetryCounts {
  auth: number;
  captcha: number;
  fingerprint: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    // Kept detached: calling the browser's fetch as a method of another object throws "Illegal invocation".
    fetch: fetchAnswer,
    baseUrl = '',
    applicationName,
    getToken,
    refreshToken,
    maxAuthRetries = DEFAULT_MAX_AUTH_RETRIES,
    onTermsRequired,
    onCaptchaRequired,
    refreshFingerprint,
    getFingerprint,
    log = consoleLogger,
  } = options;
  const defaultHeaders = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-application-name': applicationName,
  };

  async function send(request: RequestOptions, retryHeaders: Record<string, string>): Promise<Response> {
    const token = request.auth !== false && getToken ? await getToken() : null;
    const authHeaders: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const fingerprint = getFingerprint?.() ?? null;
    const fingerprintHeaders: Record<string, string> = fingerprint ? { [FINGERPRINT_HEADER]: fingerprint } : {};
    const init = buildInit(request, defaultHeaders, authHeaders, fingerprintHeaders, retryHeaders);
    try {
      return await fetchAnswer(buildUrl(baseUrl, request.path, request.query), init);
    } catch (error) {
      throw transportError(error, request.signal);
    }
  }

  async function parseAnswer<T>(schema: core.$ZodType<T>, response: Response, request: RequestOptions): Promise<T> {
    const text = await readBodyText(response, request.signal);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      const issues = [{ path: [], message: 'the answer is not JSON' }];
      log.warn('incorrect answer', { path: request.path, issues });
      throw incorrectAnswerError(request.path, issues);
    }
    const parsed = safeParse(schema, json);
    if (parsed.success) return parsed.data;
    log.warn('incorrect answer', { path: request.path, issues: parsed.error.issues });
    throw incorrectAnswerError(request.path, parsed.error.issues);
  }

  /** Does what the error catalogue asks before a retry; false when the error is final. */
  async function recover(
    error: ApiError,
    request: RequestOptions,
    counts: RetryCounts,
    retryHeaders: Record<string, string>,
  ): Promise<boolean> {
    if (isUnauthorized(error) && request.auth !== false && refreshToken && counts.auth < maxAuthRetries) {
      counts.auth += 1;
      try {
        await refreshToken();
      } catch (refreshError) {
        log.warn('token refresh failed', { path: request.path, error: String(refreshError) });
        return false;
      }
      return true;
    }
    const captchaCode = isCaptchaRequired(error) ? error.exceptionCode : undefined;
    if (captchaCode !== undefined && onCaptchaRequired && counts.captcha < CAPTCHA_RETRY_LIMIT) {
      counts.captcha += 1;
      let answer: string | null;
      try {
        answer = await onCaptchaRequired(captchaCode);
      } catch (captchaError) {
        log.warn('captcha failed', { path: request.path, error: String(captchaError) });
        return false;
      }
      if (answer === null) return false;
      retryHeaders[CAPTCHA_HEADER] = answer;
      return true;
    }
    if (isFingerprintError(error) && refreshFingerprint && counts.fingerprint < FINGERPRINT_RETRY_LIMIT) {
      counts.fingerprint += 1;
      try {
        await refreshFingerprint();
      } catch (refreshError) {
        log.warn('fingerprint refresh failed', {
          path: request.path,
          attempt: counts.fingerprint,
          error: String(refreshError),
        });
        return false;
      }
      return true;
    }
    if (isTermsRequired(error)) onTermsRequired?.();
    return false;
  }

  async function requestAnswer<T>(schema: core.$ZodType<T>, request: RequestOptions): Promise<T> {
    const counts: RetryCounts = { auth: 0, captcha: 0, fingerprint: 0 };
    const retryHeaders: Record<string, string> = {};
    for (;;) {
      const response = await send(request, retryHeaders);
      if (response.ok) return parseAnswer(schema, response, request);
      const error = await readErrorAnswer(response, request.signal);
      if (!(await recover(error, request, counts, retryHeaders))) throw error;
      if (request.signal?.aborted) throw closedRequestError();
    }
  }

  return { request: requestAnswer };
}
