import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { listOutboxMessages } from '../outbox/outbox-repository';
import { SESSION_COOKIE } from '../session/session-cookie';
import { ADMIN, XHR } from '../testing/test-app';

let ipCounter = 0;
/** Each caller gets its own address, so the per-IP limits of one test leave the others alone. */
export const freshIp = () => `203.0.113.${++ipCounter}`;

export const CHOICES = { currency_id: 2, country_id: 643, bonus_choice: 1 } as const;

export function postAs(app: FastifyInstance, ip: string) {
  return (url: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...XHR, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });
}

export const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

export async function sessionUserId(app: FastifyInstance, sessionId: string | undefined): Promise<number | null> {
  if (!sessionId) return null;
  const answer = await app.inject({
    url: '/web-api/session/check',
    headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
  });
  return answer.json<{ user_id: number | null }>().user_id;
}

export async function latestMessageTo(db: Database, recipient: string): Promise<string> {
  const [latest] = await listOutboxMessages(db, recipient);
  if (!latest) throw new Error(`nothing was sent to ${recipient}`);
  return latest.body;
}

export const codeIn = (text: string) => text.match(/\b\d{6}\b/)?.[0] ?? '';

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from users');
  return row?.count ?? 0;
}

export async function playerRow(db: Database, userId: number) {
  const [row] = await db.query<{
    registration_type: string;
    country_code: string;
    bonus_choice: number;
    activation_type: number;
    email_verified: boolean;
    phone_verified: boolean;
    money: string;
    currency_id: number;
    language: string | null;
  }>(
    `select u.registration_type, u.country_code, u.bonus_choice, u.activation_type, u.email_verified,
       u.phone_verified, a.money::text as money, a.currency_id, u.language
     from users u join accounts a on a.id = u.active_account_id where u.id = $1`,
    [userId],
  );
  return row;
}

export async function setSetting(app: FastifyInstance, key: string, value: unknown): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/admin-api/settings/${key}`,
    payload: { value },
    headers: ADMIN,
  });
  if (response.statusCode >= 300) throw new Error(`setting ${key} answered ${response.statusCode}: ${response.body}`);
}
