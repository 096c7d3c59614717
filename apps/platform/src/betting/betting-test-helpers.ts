import type { PlaceCouponBody } from '@betfront/contract/bets';
import { gameAnswerSchema } from '@betfront/contract/sportsbook';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import type { CreateUserInput } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { seedCatalogue } from '../sportsbook/catalogue/seed-catalogue';
import type { GameProgress } from '../sportsbook/pricing/game-markets';
import type { GameStatus } from '../sportsbook/schedule/game-repository';
import { insertGame, listChampFields } from '../sportsbook/schedule/game-repository';
import { NOT_STARTED } from '../sportsbook/schedule/schedule-games';
import { createTestApp, XHR } from '../testing/test-app';

const HOUR_MS = 60 * 60 * 1000;

/** The platform over a fresh database with the sportsbook's catalogue seeded (no games yet). */
export async function createBettingTestApp(
  overrides: Partial<Env> = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const { app, db } = await createTestApp(overrides);
  await app.ready();
  await seedCatalogue(db);
  return { app, db };
}

/**
 * The betting test app of a test file: started before its tests and closed after them. Its `app` and `db` are
 * there once it has started, in the file's hooks and tests.
 */
export function bettingTestAppOfFile(overrides: Partial<Env> = {}): {
  readonly app: FastifyInstance;
  readonly db: Database;
} {
  let started: { app: FastifyInstance; db: Database } | undefined;
  beforeAll(async () => {
    started = await createBettingTestApp(overrides);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
  });
  const current = () => {
    if (!started) throw new Error('The betting test app is read before it has started');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
}

let playerCounter = 0;

/** A logged-in player with a main account holding the balance; returns the session cookie. */
export async function createBettor(
  db: Database,
  options: { balance?: string } & Pick<
    CreateUserInput,
    'currencyId' | 'banLevel' | 'banVersion' | 'isVerified' | 'hasDeposit' | 'termsAcceptedVersion'
  > = {},
): Promise<{ userId: number; cookie: string }> {
  const { balance, ...standing } = options;
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `bettor${++playerCounter}`,
    password: 'bettor-pass-1',
    openingBalance: balance ?? '0',
    ...standing,
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

interface NewGameOptions {
  status?: GameStatus;
  startAt?: Date;
  progress?: GameProgress;
}

/** A football game of the status, starting in two hours unless told otherwise. */
export function createFootballGame(db: Database, options: NewGameOptions = {}): Promise<number> {
  return createGameOfSport(db, 'football', options);
}

/** A game in the first champ of the sport, between its first two sides, starting in two hours unless told otherwise. */
export async function createGameOfSport(
  db: Database,
  sportSlug: string,
  options: NewGameOptions = {},
): Promise<number> {
  const champ = (await listChampFields(db)).find((field) => field.sportSlug === sportSlug);
  const [home, away] = champ?.teams ?? [];
  if (!champ || !home || !away) throw new Error(`The catalogue has no ${sportSlug} champ with two sides`);
  return insertGame(db, {
    champId: champ.champId,
    homeTeamId: home.id,
    awayTeamId: away.id,
    homeStrength: 0.2,
    awayStrength: 0,
    startAt: options.startAt ?? new Date(Date.now() + 2 * HOUR_MS),
    status: options.status ?? 'line',
    progress: options.progress ?? NOT_STARTED,
  });
}

/** A football game in play in its first half, at the score given. */
export function createLiveFootballGame(db: Database, score: { home: number; away: number }): Promise<number> {
  return createFootballGame(db, {
    status: 'live',
    startAt: new Date(Date.now() - 15 * 60_000),
    progress: { elapsed: 0.15, completedPeriods: 0, periodScores: [score], corners: { home: 0, away: 0 } },
  });
}

/** Ends a football game with the goals of each half. */
export async function finishFootballGame(
  db: Database,
  gameId: number,
  halves: [{ home: number; away: number }, { home: number; away: number }],
): Promise<void> {
  const progress: GameProgress = {
    elapsed: 1,
    completedPeriods: 2,
    periodScores: halves,
    corners: { home: 5, away: 4 },
  };
  await db.query(`update sb_games set status = 'finished', progress = $2::jsonb, finished_at = now() where id = $1`, [
    gameId,
    JSON.stringify(progress),
  ]);
}

export async function readGame(app: FastifyInstance, gameId: number, lng = 'en'): Promise<GameSummary> {
  const response = await app.inject({ url: `/web-api/sportsbook/games/${gameId}?lng=${lng}` });
  return gameAnswerSchema.parse(response.json()).game;
}

/** The coef offered now for a selection of the game; fails when it is not offered. */
export async function currentCoef(app: FastifyInstance, selectionId: string): Promise<string> {
  const game = await readGame(app, Number(selectionId.split(':')[0]));
  const selection = game.markets.flatMap((market) => market.selections).find((s) => s.id === selectionId);
  if (!selection?.coef) throw new Error(`The selection ${selectionId} is not offered`);
  return selection.coef;
}

/** A placement body for the selections at their current coefs, with a fresh request id. */
export async function couponBody(
  app: FastifyInstance,
  selectionIds: readonly string[],
  overrides: Partial<PlaceCouponBody> = {},
): Promise<PlaceCouponBody> {
  const bets = [];
  for (const id of selectionIds) bets.push({ id, coef: await currentCoef(app, id) });
  return { requestId: randomUUID(), typeId: selectionIds.length === 1 ? 0 : 1, amount: '100', bets, ...overrides };
}

export function placeCoupon(app: FastifyInstance, cookie: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/web-api/bets/place',
    payload: body as object,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });
}

export async function balanceOf(db: Database, userId: number): Promise<string> {
  const rows = await db.query<{ money: string }>(
    'select money::text as money from accounts where user_id = $1 and type = 0',
    [userId],
  );
  return rows[0]?.money ?? 'none';
}

export async function countCoupons(db: Database, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from coupons where user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

export interface LogLine {
  level: 'info' | 'warn';
  details: object;
  message: string;
}

/** A logger that keeps the lines settlement writes. */
export function recordingLog() {
  const lines: LogLine[] = [];
  const record = (level: LogLine['level']) => (details: object, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, info: record('info'), warn: record('warn') };
}
