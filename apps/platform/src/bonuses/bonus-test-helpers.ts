import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { runAdminAction } from '../admin/run-admin-action';
import { couponBody, createFootballGame, finishFootballGame, placeCoupon } from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { createPayer } from '../payments/payments-test-helpers';
import { XHR } from '../testing/test-app';

export const admin = (db: Database, name: Parameters<typeof runAdminAction>[1], input: unknown) =>
  runAdminAction({ db, allowTestCommands: true }, name, input);

/** A welcome sport offer the tests can meet quickly: 100 % up to 1000, wagered once at odds of 1.50 and more. */
export async function publishQuickWelcomeOffer(db: Database): Promise<void> {
  await admin(db, 'bonusOfferCreate', {
    code: 'quick-sport',
    kind: 'welcome_sport',
    titleRu: 'Быстрый бонус',
    titleEn: 'Quick bonus',
    rulesRu: 'Правила',
    rulesEn: 'Rules',
    percent: 100,
    caps: { RUB: '1000' },
    wagerMultiplier: 1,
    minCoef: 1.5,
    excludedTypeIds: [2],
    validDays: 30,
  });
  await admin(db, 'bonusOfferPublish', { code: 'quick-sport', isPublished: true });
}

/** A payer who chose a bonus at registration (0 declines, 1 sport, 2 casino). */
export async function createChooser(db: Database, bonusChoice: 0 | 1 | 2, balance = '0') {
  const payer = await createPayer(db, { balance });
  await db.query('update users set bonus_choice = $2 where id = $1', [payer.userId, bonusChoice]);
  const [bonusAccount] = await db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 4', [
    payer.userId,
  ]);
  return { ...payer, bonusAccountId: bonusAccount?.id ?? 0 };
}

export async function readRunningBonus(db: Database, userId: number) {
  const [bonus] = await db.query<{
    id: string;
    status: string;
    amount: string;
    wagerRequired: string;
    wagerDone: string;
  }>(
    `select id::text as id, status, amount::text as amount, wager_required::text as "wagerRequired",
       wager_done::text as "wagerDone" from player_bonuses where user_id = $1 order by id desc limit 1`,
    [userId],
  );
  return bonus ?? null;
}

/** Places a single on the home side of a new game, at the stake given, from the account given (the active one). */
export async function placeSingle(
  app: FastifyInstance,
  cookie: string,
  db: Database,
  options: { amount: string; accountId?: number; side?: '1' | 'X' | '2' },
): Promise<{ coupon: PlacedCoupon; gameId: number }> {
  const gameId = await createFootballGame(db);
  const body = await couponBody(app, [`${gameId}:game:winner3::${options.side ?? '1'}`], {
    amount: options.amount,
    ...(options.accountId ? { accountId: options.accountId } : {}),
  });
  const response = await placeCoupon(app, cookie, body);
  if (response.statusCode !== 200) throw new Error(`Placing failed: ${response.body}`);
  return { coupon: placeCouponAnswerSchema.parse(response.json()).coupon, gameId };
}

/** Ends the game with a home win and settles every finished game. */
export async function settleHomeWin(db: Database, gameId: number): Promise<void> {
  await finishFootballGame(db, gameId, [
    { home: 1, away: 0 },
    { home: 1, away: 0 },
  ]);
  await settleFinishedGames(db);
}

export function post(app: FastifyInstance, cookie: string | null, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}
