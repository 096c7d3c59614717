import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const freshDir = () => mkdtempSync(join(tmpdir(), 'betfront-env-'));

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
