import { LIMIT_SERVICE_BASE, limitsAnswerSchema } from '@betfront/contract/limits';
import type { ClientLimit } from '@betfront/contract/limits';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { bettingTestAppOfFile, createFootballGame } from '../betting/betting-test-helpers';
import type { Database } from '../db/database';
import { creditPlayer } from '../ledger/player-movements';
import { passMoneyGate } from '../money-gate/money-gate';
import type { MoneyPurpose } from '../money-gate/money-gate-rules';
import { SESSION_COOKIE } from '../session/session-cookie';
import { openSession } from '../session/session-service';
import { ADMIN, XHR } from '../testing/test-app';
import { LimitRefusal } from './limit-refusal';

export interface TestPlayer {
  userId: number;
  cookie: string;
}

/** A call of the limit service as the player's browser makes it. */
export function limitCall(
  app: FastifyInstance,
  player: TestPlayer,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
  language = 'en',
) {
  return app.inject({
    method,
    url: `${LIMIT_SERVICE_BASE}${path}`,
    headers: { ...XHR, cookie: player.cookie, 'x-language': language },
    ...(payload ? { payload } : {}),
  });
}

export async function readLimits(app: FastifyInstance, player: TestPlayer): Promise<ClientLimit[]> {
  const response = await limitCall(app, player, 'GET', '/limits');
  if (response.statusCode !== 200) throw new Error(`GET limits answered ${response.statusCode}: ${response.body}`);
  return limitsAnswerSchema.parse(response.json()).limits;
}

/** The item of the type in the state, if the player's limits show one. */
export function limitOf(limits: ClientLimit[], limitType: number, state: ClientLimit['limitState'] = 'ACTIVE') {
  return limits.find((limit) => limit.limitType === limitType && limit.limitState === state);
}

/** Moves the limit clock forward through the test-only admin command. */
export async function advanceClock(app: FastifyInstance, seconds: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/limits/clock',
    headers: ADMIN,
    payload: { seconds },
  });
  if (response.statusCode !== 200) throw new Error(`The clock did not move: ${response.body}`);
}

export async function mainAccountId(db: Database, userId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [userId]);
  const row = rows[0];
  if (!row) throw new Error(`The player ${userId} has no main account`);
  return row.id;
}

/** The code of the money gate's limit refusal for the player's main account, or null when it passes. */
export async function gateCode(db: Database, userId: number, purpose: MoneyPurpose, amount?: string) {
  return (await gateRefusalOf(db, userId, purpose, amount))?.code ?? null;
}

let depositCounter = 0;

/** A deposit as the payments flow records it: a `deposit` credit from the house book `payments`. */
export async function postDeposit(db: Database, userId: number, amount: string): Promise<void> {
  const accountId = await mainAccountId(db, userId);
  await db.transaction((tx) =>
    creditPlayer(tx, {
      kind: 'deposit',
      reference: `test-deposit:${++depositCounter}`,
      userId,
      accountId,
      amount,
      house: 'payments',
    }),
  );
}

/** A new session of an existing player (after their sessions were ended). */
export async function logIn(db: Database, userId: number): Promise<TestPlayer> {
  return { userId, cookie: `${SESSION_COOKIE}=${await openSession(db, userId, true)}` };
}

/** Sets the player's limits through POST limits; fails unless they apply at once. */
export async function applyLimits(app: FastifyInstance, player: TestPlayer, limits: object[]): Promise<void> {
  const response = await limitCall(app, player, 'POST', '/limits', { limits });
  if (response.statusCode !== 200 || (response.json() as { status: number }).status !== 200) {
    throw new Error(`The limits did not apply: ${response.body}`);
  }
}

/** The money gate's refusal for the player's main account, or null when it passes. */
export async function gateRefusalOf(db: Database, userId: number, purpose: MoneyPurpose, amount?: string) {
  const accountId = await mainAccountId(db, userId);
  try {
    await db.transaction((tx) => passMoneyGate(tx, { userId, accountId, purpose, countryCode: null, amount }));
    return null;
  } catch (error) {
    if (error instanceof LimitRefusal) return { code: error.refusalCode, remaining: error.remaining };
    throw error;
  }
}

/** The betting test app of a test file with one football game on the line; `homeWin` is a selection of it. */
export function bettingAppWithGame() {
  const platform = bettingTestAppOfFile();
  let gameId: number | undefined;
  beforeAll(async () => {
    gameId = await createFootballGame(platform.db);
  });
  const homeWin = () => {
    if (gameId === undefined) throw new Error('The game is read before it is created');
    return `${gameId}:game:winner3::1`;
  };
  return { platform, homeWin };
}
