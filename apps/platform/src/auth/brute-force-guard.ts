import { CAPTCHA_EXCEPTION_CODES } from '@betfront/contract/auth';
import type { Queryable } from '../db/database';
import { CAPTCHA_FAILURE_MESSAGES, captchaFailureCode, checkCaptcha } from '../captcha/captcha-service';
import { AuthRefusal } from './auth-refusal';
import type { FailureScope } from './failure-repository';
import { countRecentFailures, deleteFailures, deleteFailuresOlderThan, insertFailure } from './failure-repository';

export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const FAILURES_BEFORE_CAPTCHA = 3;
export const FAILURES_BEFORE_LOCKOUT = 10;

/** Who is trying: the login (name, e-mail, id or phone) and the client's IP. */
export interface AttemptKeys {
  login: string;
  ip: string;
}

const scopes = (keys: AttemptKeys): [FailureScope, string][] => [
  ['login', keys.login],
  ['ip', keys.ip],
];

/** Parses `<captchaId>:<answer>`; the id is everything before the first colon. */
function splitCaptchaHeader(header: string): { captchaId: string; answer: string } {
  const colon = header.indexOf(':');
  return colon < 0
    ? { captchaId: '', answer: header }
    : { captchaId: header.slice(0, colon), answer: header.slice(colon + 1) };
}

/**
 * Refuses an attempt with 429 after FAILURES_BEFORE_LOCKOUT failures of the login or the IP inside the window,
 * and with 400 (exception codes 100/111/112/113) after FAILURES_BEFORE_CAPTCHA unless the captcha header is solved.
 */
export async function admitAttempt(db: Queryable, keys: AttemptKeys, captchaHeader: string | undefined): Promise<void> {
  const counts = await Promise.all(
    scopes(keys).map(([scope, key]) =>
      countRecentFailures(db, scope, key, FAILURE_WINDOW_SECONDS, FAILURES_BEFORE_LOCKOUT),
    ),
  );
  const locked = counts.filter((count) => count.count >= FAILURES_BEFORE_LOCKOUT);
  if (locked.length > 0) {
    const retryAfter = Math.max(...locked.map((count) => count.secondsUntilBelowLimit));
    throw new AuthRefusal(429, 'too_many_attempts', 'Too many failed attempts, try again later', undefined, {
      'retry-after': String(retryAfter),
    });
  }
  if (!counts.some((count) => count.count >= FAILURES_BEFORE_CAPTCHA)) return;
  await requireSolvedCaptcha(db, captchaHeader);
}

/** Refuses with 400 (exception codes 100/111/112/113) unless the `x-captcha` header holds a solved captcha. */
export async function requireSolvedCaptcha(db: Queryable, captchaHeader: string | undefined): Promise<void> {
  if (captchaHeader === undefined || captchaHeader === '') {
    throw new AuthRefusal(400, 'captcha_required', 'Solve the captcha to continue', CAPTCHA_EXCEPTION_CODES.required);
  }
  const { captchaId, answer } = splitCaptchaHeader(captchaHeader);
  const check = await checkCaptcha(db, captchaId, answer);
  if (!check.ok) {
    throw new AuthRefusal(
      400,
      `captcha_${check.failure === 'missingId' ? 'missing_id' : check.failure}`,
      CAPTCHA_FAILURE_MESSAGES[check.failure],
      captchaFailureCode(check.failure),
    );
  }
}

export async function recordFailure(db: Queryable, keys: AttemptKeys): Promise<void> {
  await deleteFailuresOlderThan(db, FAILURE_WINDOW_SECONDS);
  for (const [scope, key] of scopes(keys)) await insertFailure(db, scope, key);
}

/** A success clears the login's failures; the IP's stay, so one good account does not unlock guessing others. */
export async function recordSuccess(db: Queryable, keys: AttemptKeys): Promise<void> {
  await deleteFailures(db, 'login', keys.login);
}
