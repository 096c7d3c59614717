import type { CaptchaChallenge } from '@betfront/contract/auth';
import { CAPTCHA_EXCEPTION_CODES } from '@betfront/contract/auth';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCaptchaText, renderCaptchaImage } from './captcha-image';
import { deleteStaleChallenges, findSecondsLeft, insertChallenge, consumeChallenge } from './captcha-repository';

export const CAPTCHA_LIFETIME_SECONDS = 300;

export type CaptchaFailure = 'wrong' | 'expired' | 'missingId';
export type CaptchaCheck = { ok: true; secondsLeft: number } | { ok: false; failure: CaptchaFailure };

export const CAPTCHA_FAILURE_MESSAGES: Record<CaptchaFailure, string> = {
  wrong: 'The captcha answer is wrong',
  expired: 'The captcha has expired',
  missingId: 'The captcha is unknown or already used',
};

export const captchaFailureCode = (failure: CaptchaFailure) => CAPTCHA_EXCEPTION_CODES[failure];

/** Answers compare without case or surrounding spaces; the id salts the hash. */
export const hashCaptchaAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest();

export async function createChallenge(db: Queryable): Promise<CaptchaChallenge> {
  const captchaId = randomBytes(16).toString('base64url');
  const text = randomCaptchaText();
  await deleteStaleChallenges(db);
  await insertChallenge(
    db,
    captchaId,
    hashCaptchaAnswer(captchaId, text).toString('base64url'),
    new Date(Date.now() + CAPTCHA_LIFETIME_SECONDS * 1000),
  );
  return { captchaId, image: renderCaptchaImage(text), time: CAPTCHA_LIFETIME_SECONDS };
}

export async function secondsLeft(db: Queryable, captchaId: string): Promise<number> {
  return (await findSecondsLeft(db, captchaId)) ?? 0;
}

/** Checks an answer and uses the challenge up whatever the outcome, so each challenge gets one guess. */
export async function checkCaptcha(db: Queryable, captchaId: string, answer: string): Promise<CaptchaCheck> {
  const challenge = await consumeChallenge(db, captchaId);
  if (!challenge) return { ok: false, failure: 'missingId' };
  if (challenge.secondsLeft <= 0) return { ok: false, failure: 'expired' };
  const expected = Buffer.from(challenge.answerHash, 'base64url');
  const actual = hashCaptchaAnswer(captchaId, answer);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, failure: 'wrong' };
  return { ok: true, secondsLeft: challenge.secondsLeft };
}
