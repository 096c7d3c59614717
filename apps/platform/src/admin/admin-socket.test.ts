import type { Server } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { listSwitchedOn } from '../settings/catalogue-repository';
import { sendToRunningPlatform, startAdminSocket } from './admin-socket';

let db: Database;
let server: Server;
const dataDir = mkdtempSync(join(tmpdir(), 'betfront-socket-'));

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminSocket(dataDir, { db, allowTestCommands: false }, () => undefined);
});
afterAll(async () => {
  server.close();
  await db.close();
});

describe('admin socket', () => {
  it('runs a CLI command inside the running platform', async () => {
    expect(await sendToRunningPlatform(dataDir, ['feature', 'on', '13'])).toEqual({
      ok: true,
      result: { number: 13, on: true },
    });
    expect(await listSwitchedOn(db, 'enabled_features')).toContain(13);
  });

  it('reports invalid input and unknown commands as errors', async () => {
    expect(await sendToRunningPlatform(dataDir, ['feature', 'on', 'twelve'])).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await sendToRunningPlatform(dataDir, ['fly'])).toMatchObject({ ok: false, error: { code: 'usage' } });
  });

  it('refuses test-only commands in production', async () => {
    const answer = await sendToRunningPlatform(dataDir, [
      'user',
      'create',
      '--login',
      'tester',
      '--password',
      'secret-pass',
    ]);
    expect(answer).toMatchObject({ ok: false, error: { code: 'test_only' } });
  });

  it('answers null when no platform listens', async () => {
    expect(
      await sendToRunningPlatform(mkdtempSync(join(tmpdir(), 'betfront-nosocket-')), ['settings', 'show']),
    ).toBeNull();
  });
});
