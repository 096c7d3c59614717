import { outboxAnswerSchema } from '@betfront/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import type { CreateUserInput } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { XHR } from '../testing/test-app';

let playerCounter = 0;

/**
 * A player with a session, and calls made with that session. Like a browser, the player takes up the session
 * cookie an answer renews (after a change of the account's protection).
 */
export async function playerWithSession(app: FastifyInstance, db: Database, input: Partial<CreateUserInput> = {}) {
  playerCounter += 1;
  const login = input.login ?? `player${playerCounter}`;
  const password = input.password ?? 'start-pass-1';
  const { userId, sessionId } = await createUserWithSession(db, { ...input, login, password });
  const player = {
    userId,
    login,
    password,
    cookie: `${SESSION_COOKIE}=${sessionId}`,
    get: (url: string) => app.inject({ url, headers: { cookie: player.cookie } }),
    post: async (url: string, payload: object = {}) => {
      const response = await app.inject({ method: 'POST', url, payload, headers: { ...XHR, cookie: player.cookie } });
      const renewed = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE && cookie.value !== '');
      if (renewed) player.cookie = `${SESSION_COOKIE}=${renewed.value}`;
      return response;
    },
  };
  return player;
}

/** The newest 6-digit code the outbox holds for an address. */
export async function latestCodeTo(app: FastifyInstance, to: string): Promise<string | undefined> {
  const response = await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  const [latest] = outboxAnswerSchema.parse(response.json()).messages;
  return latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
}

export const errorCodeOf = (response: LightMyRequestResponse): string | undefined =>
  (response.json() as { error?: { code?: string } }).error?.code;
