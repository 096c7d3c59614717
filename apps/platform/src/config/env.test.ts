import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const freshDir = () => mkdtempSync(join(tmpdir(), 'betfront-env-'));
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_ORIGIN: 'https://bet.example',
} as const;

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const dataDir = freshDir();
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      adminToken: null,
      logLevel: 'info',
    });
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const dataDir = freshDir();
    const first = loadEnv({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadEnv({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATA_DIR: freshDir(), ADMIN_TOKEN: '', PORT: '' })).toMatchObject({
      adminToken: null,
      port: 3000,
    });
  });

  it('rejects invalid values with every problem named', () => {
    expect(() => loadEnv({ DATA_DIR: freshDir(), PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
    expect(() => loadEnv({ DATA_DIR: freshDir(), ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
    expect(() => loadEnv({ DATA_DIR: freshDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('loadEnv in production', () => {
  it('refuses to start on demo defaults, naming each missing setting', () => {
    expect(() => loadEnv({ DATA_DIR: freshDir(), NODE_ENV: 'production' })).toThrow(/SESSION_SECRET.*PUBLIC_ORIGIN/);
    expect(() => loadEnv({ ...PRODUCTION, DATA_DIR: freshDir(), PUBLIC_ORIGIN: 'http://bet.example' })).toThrow(
      /PUBLIC_ORIGIN: production runs on https/,
    );
    expect(() => loadEnv({ ...PRODUCTION, DATA_DIR: freshDir(), PUBLIC_ORIGIN: 'bet.example' })).toThrow(
      /PUBLIC_ORIGIN must be an http\(s\) origin/,
    );
  });

  it('starts with its real settings and builds links on the public origin', () => {
    expect(
      loadEnv({ ...PRODUCTION, DATA_DIR: freshDir(), PUBLIC_ORIGIN: 'https://bet.example/any/path' }),
    ).toMatchObject({
      nodeEnv: 'production',
      sessionSecret: PRODUCTION.SESSION_SECRET,
      publicOrigin: 'https://bet.example',
    });
  });
});

describe('loadEnv registration settings', () => {
  it('gives new players a demo balance outside production and none in production', () => {
    expect(loadEnv({ DATA_DIR: freshDir() }).registration?.demoBalance).toBe('1000');
    expect(loadEnv({ ...PRODUCTION, DATA_DIR: freshDir() }).registration?.demoBalance).toBeNull();
    expect(loadEnv({ DATA_DIR: freshDir(), DEMO_BALANCE: '250.50' }).registration?.demoBalance).toBe('250.50');
    expect(loadEnv({ DATA_DIR: freshDir(), DEMO_BALANCE: '0' }).registration?.demoBalance).toBeNull();
    expect(() => loadEnv({ DATA_DIR: freshDir(), DEMO_BALANCE: '-5' })).toThrow(/DEMO_BALANCE/);
  });

  it('points the OAuth 2 provider at the local test provider unless told otherwise', () => {
    expect(loadEnv({ DATA_DIR: freshDir() }).registration?.oauth).toMatchObject({
      authorizeUrl: '/dev/oauth/authorize',
      tokenUrl: '/dev/oauth/token',
      userinfoUrl: '/dev/oauth/userinfo',
    });
    const custom = loadEnv({
      DATA_DIR: freshDir(),
      OAUTH_AUTHORIZE_URL: 'https://id.example.com/authorize',
      OAUTH_CLIENT_ID: 'site',
    }).registration?.oauth;
    expect(custom).toMatchObject({ authorizeUrl: 'https://id.example.com/authorize', clientId: 'site' });
    expect(() => loadEnv({ DATA_DIR: freshDir(), OAUTH_TOKEN_URL: 'ftp://x' })).toThrow(/OAUTH_TOKEN_URL/);
  });
});

describe('loadEnv simulator settings', () => {
  it('runs the simulator in real time unless switched off', () => {
    expect(loadEnv({ DATA_DIR: freshDir() }).simulator).toEqual({ speed: 1, liveGames: 64 });
    expect(loadEnv({ DATA_DIR: freshDir(), SIMULATOR_SPEED: '30', SIMULATOR_LIVE_GAMES: '200' }).simulator).toEqual({
      speed: 30,
      liveGames: 200,
    });
    expect(loadEnv({ DATA_DIR: freshDir(), SIMULATOR: 'off' }).simulator).toBeNull();
    expect(() => loadEnv({ DATA_DIR: freshDir(), SIMULATOR_SPEED: '-2' })).toThrow(/SIMULATOR_SPEED/);
    expect(() => loadEnv({ DATA_DIR: freshDir(), SIMULATOR_LIVE_GAMES: '0' })).toThrow(/SIMULATOR_LIVE_GAMES/);
  });
});

describe('loadEnv TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadEnv({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy unless told', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('trusts every proxy, or those at the addresses and ranges listed', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
  });

  it('stops the boot on a value that names no proxy, saying why', () => {
    expect(() => trustProxy('1')).toThrow(/TRUST_PROXY: .*a hop count \(1\) is not accepted/);
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY: .*invalid IP address: yes/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*invalid range on address: 10.0.0.0\/33/);
    expect(() => trustProxy('10.0.0.1,')).toThrow(/TRUST_PROXY/);
  });
});
