import { errorBodySchema } from '@betfront/contract';
import {
  CAPTCHA_EXCEPTION_CODES,
  captchaChallengeSchema,
  captchaTimeAnswerSchema,
  captchaValidateAnswerSchema,
} from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, plantCaptcha } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => ({ app, db } = await createAuthTestApp()));
afterAll(async () => {
  await app.close();
  await db.close();
});

const validate = async (header: string) => {
  const [captchaId, answer] = header.split(':');
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/captcha/validate',
    headers: XHR,
    payload: { captchaId, answer },
  });
  expect(response.statusCode).toBe(200);
  return captchaValidateAnswerSchema.parse(response.json());
};

describe('captcha', () => {
  it('issues a fresh SVG challenge with its time to live', async () => {
    const first = await app.inject({ url: '/web-api/captcha/update' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(first.json());
    expect(challenge.time).toBe(300);
    const second = captchaChallengeSchema.parse((await app.inject({ url: '/web-api/captcha/update' })).json());
    expect(second.captchaId).not.toBe(challenge.captchaId);

    const svg = Buffer.from(challenge.image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<path transform="translate\([\d. -]+\) rotate\(-?[\d.]+\)"/g)).toHaveLength(5);
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(5);
    expect(svg).not.toContain('<text');

    const time = await app.inject({ url: `/web-api/captcha/gettime?captchaId=${challenge.captchaId}` });
    expect(captchaTimeAnswerSchema.parse(time.json()).time).toBeGreaterThan(295);
  });

  it('stores only a hash of the answer', async () => {
    const rows = await db.query<{ answer_hash: string }>('select answer_hash from captcha_challenges');
    for (const row of rows) expect(row.answer_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the right answer once, ignoring case', async () => {
    const header = await plantCaptcha(db, 'MWX34');
    const [captchaId] = header.split(':');
    expect(await validate(`${captchaId}:mwx34`)).toMatchObject({ success: true, type: 0, error_message: '' });
    expect(await validate(header)).toMatchObject({ success: false, type: CAPTCHA_EXCEPTION_CODES.missingId, time: 0 });
    const time = await app.inject({ url: `/web-api/captcha/gettime?captchaId=${captchaId}` });
    expect(time.json()).toEqual({ time: 0 });
  });

  it('reports a wrong answer (111) and an expired challenge (112), each using the challenge up', async () => {
    const wrong = await validate((await plantCaptcha(db, 'MWX34')).replace('MWX34', 'MWX35'));
    expect(wrong).toMatchObject({ success: false, type: CAPTCHA_EXCEPTION_CODES.wrong });
    expect(wrong.error_message).not.toBe('');
    const expired = await validate(await plantCaptcha(db, 'MWX34', -5));
    expect(expired).toMatchObject({ success: false, type: CAPTCHA_EXCEPTION_CODES.expired, time: 0 });
  });

  it('rejects a malformed captcha id', async () => {
    const response = await app.inject({ url: '/web-api/captcha/gettime?captchaId=../../etc' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('invalid_request');
  });
});
