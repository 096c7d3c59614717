import { outboxAnswerSchema } from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { sendEmail, sendSms } from './outbox-service';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp());
  await sendSms(db, '+79000000001', 'First code 111111');
  await sendEmail(db, 'player@example.com', 'Welcome <b>', 'Hello <script>alert(1)</script> & bye');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('outbox', () => {
  it('lists messages newest first, filtered by recipient', async () => {
    const all = outboxAnswerSchema.parse((await app.inject({ url: '/dev/outbox.json' })).json()).messages;
    expect(all.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect(all[0]).toMatchObject({ recipient: 'player@example.com', subject: 'Welcome <b>' });
    expect(all[1]).toMatchObject({ recipient: '+79000000001', subject: null, body: 'First code 111111' });
    const filtered = (await app.inject({ url: '/dev/outbox.json?to=%2B79000000001' })).json();
    expect(outboxAnswerSchema.parse(filtered).messages).toHaveLength(1);
  });

  it('shows an escaped HTML page', async () => {
    const response = await app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; bye');
    expect(response.body).not.toContain('<script>');
    expect(response.body.indexOf('player@example.com')).toBeLessThan(response.body.indexOf('+79000000001'));
  });

  it('does not exist in production', async () => {
    const production = await createAuthTestApp({ nodeEnv: 'production' });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        expect((await production.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await production.app.close();
      await production.db.close();
    }
  });
});
