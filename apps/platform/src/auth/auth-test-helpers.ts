import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { insertChallenge } from '../captcha/captcha-repository';
import { hashCaptchaAnswer } from '../captcha/captcha-service';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';

/** The whole platform over a fresh database, ready for requests. */
export async function createAuthTestApp(overrides: Partial<Env> = {}): Promise<{ app: FastifyInstance; db: Database }> {
  const { app, db } = await createTestApp(overrides);
  await app.ready();
  return { app, db };
}

/** A challenge whose answer the test knows; returns the `x-captcha` header value that solves it. */
export async function plantCaptcha(db: Database, answer = 'KXT47', expiresInSeconds = 300): Promise<string> {
  const captchaId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
  await insertChallenge(db, captchaId, hashCaptchaAnswer(captchaId, answer).toString('base64url'), expiresAt);
  return `${captchaId}:${answer}`;
}
