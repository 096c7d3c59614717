import {
  securityOverviewSchema,
  twoFactorEnableAnswerSchema,
  twoFactorSetupAnswerSchema,
} from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { errorCodeOf, playerWithSession } from '../security/security-test-helpers';
import { totpCodeAt } from './totp';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const STEP_MS = 30_000;

describe('two-factor set-up', () => {
  it('gives a secret with its QR code, turns on with a code from it and shows ten backup codes once', async () => {
    const player = await playerWithSession(app, db);
    const setup = twoFactorSetupAnswerSchema.parse((await player.post('/web-api/security/two-factor/setup')).json());
    expect(setup.otpauth_url).toContain(`issuer=betfront`);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const wrong = await player.post('/web-api/security/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('invalid_code');
    const enabled = await player.post('/web-api/security/two-factor/enable', {
      code: totpCodeAt(setup.secret, Date.now()),
    });
    const { backup_codes } = twoFactorEnableAnswerSchema.parse(enabled.json());
    expect(backup_codes).toHaveLength(10);
    expect(new Set(backup_codes).size).toBe(10);
    const stored = await db.query<{ code_hash: string }>(
      'select code_hash from two_factor_backup_codes where user_id = $1',
      [player.userId],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(backup_codes[0]);

    const overview = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(overview.protection_methods.enable_two_factor_auth).toBe(true);
    expect(overview.backup_codes_left).toBe(10);
    expect(errorCodeOf(await player.post('/web-api/security/two-factor/setup'))).toBe('two_factor_enabled');
  });

  it('refuses to enable before a set-up', async () => {
    const player = await playerWithSession(app, db);
    const response = await player.post('/web-api/security/two-factor/enable', { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(errorCodeOf(response)).toBe('two_factor_not_set_up');
  });
});

describe('two-factor turned off', () => {
  it('needs the password and a code, then deletes the secret and the backup codes', async () => {
    const player = await playerWithSession(app, db);
    const { secret } = twoFactorSetupAnswerSchema.parse(
      (await player.post('/web-api/security/two-factor/setup')).json(),
    );
    await player.post('/web-api/security/two-factor/enable', { code: totpCodeAt(secret, Date.now()) });
    const nextCode = totpCodeAt(secret, Date.now() + STEP_MS);

    const wrongPassword = await player.post('/web-api/security/two-factor/disable', {
      code: nextCode,
      password: 'nope-1',
    });
    expect(wrongPassword.statusCode).toBe(403);
    const wrongCode = await player.post('/web-api/security/two-factor/disable', {
      code: '000000',
      password: player.password,
    });
    expect(errorCodeOf(wrongCode)).toBe('invalid_code');
    const off = await player.post('/web-api/security/two-factor/disable', {
      code: nextCode,
      password: player.password,
    });
    expect(off.json()).toEqual({ success: true });
    const overview = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(overview.protection_methods.enable_two_factor_auth).toBe(false);
    expect(overview.backup_codes_left).toBe(0);
    const again = await player.post('/web-api/security/two-factor/disable', {
      code: nextCode,
      password: player.password,
    });
    expect(errorCodeOf(again)).toBe('two_factor_disabled');
  });

  it('answers 400 to malformed codes and 401 to visitors', async () => {
    const player = await playerWithSession(app, db);
    for (const payload of [{ code: '12 34 56' }, { code: 'abc' }]) {
      expect((await player.post('/web-api/security/two-factor/enable', payload)).statusCode).toBe(400);
    }
    expect((await player.post('/web-api/security/two-factor/disable', { code: '123456' })).statusCode).toBe(400);
    const visitor = await app.inject({
      method: 'POST',
      url: '/web-api/security/two-factor/setup',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
