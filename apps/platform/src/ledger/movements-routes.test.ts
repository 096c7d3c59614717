import { movementsAnswerSchema } from '@betfront/contract/ledger';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponBody,
  bettingTestAppOfFile,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
} from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';

const platform = bettingTestAppOfFile();
let player: { userId: number; cookie: string };
let couponId: number;
beforeAll(async () => {
  player = await createBettor(platform.db, { balance: '1000' });
  const gameId = await createFootballGame(platform.db);
  const placed = await placeCoupon(
    platform.app,
    player.cookie,
    await couponBody(platform.app, [`${gameId}:game:winner3::1`]),
  );
  couponId = placed.json().coupon.id;
  await finishFootballGame(platform.db, gameId, [
    { home: 2, away: 0 },
    { home: 0, away: 0 },
  ]);
  await settleFinishedGames(platform.db);
});

const movements = (query: string, cookie: string | null = player.cookie) =>
  platform.app.inject({ url: `/web-api/ledger/movements${query}`, headers: cookie ? { cookie } : {} });

describe('GET /web-api/ledger/movements', () => {
  it('lists the opening grant, the stake and the win, newest first, each with the balance after it', async () => {
    const response = await movements('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = movementsAnswerSchema.parse(response.json());
    expect(answer.total).toBe(3);
    expect(answer.movements.map((movement) => [movement.kind, movement.reference, movement.amount])).toEqual([
      ['win', `coupon:${couponId}`, expect.stringMatching(/^\d+\.\d{2}$/)],
      ['stake', `coupon:${couponId}`, '-100.00'],
      ['opening', expect.stringMatching(/^account:\d+$/), '1000.00'],
    ]);
    const [win, stake, opening] = answer.movements;
    expect(opening?.balanceAfter).toBe('1000.00');
    expect(stake?.balanceAfter).toBe('900.00');
    expect(Number(win?.balanceAfter)).toBeCloseTo(900 + Number(win?.amount), 2);
  });

  it('filters by group and pages', async () => {
    const bets = movementsAnswerSchema.parse((await movements('?group=bets&limit=1&page=2')).json());
    expect(bets.total).toBe(2);
    expect(bets.movements.map((movement) => movement.kind)).toEqual(['stake']);
    const payments = movementsAnswerSchema.parse((await movements('?group=payments')).json());
    expect(payments).toEqual({ movements: [], total: 0 });
  });

  it('answers only the player, refuses another player’s account and bad queries', async () => {
    expect((await movements('', null)).statusCode).toBe(401);
    const other = await createBettor(platform.db, { balance: '5' });
    const [foreign] = await platform.db.query<{ id: number }>(
      'select id from accounts where user_id = $1 and type = 0',
      [player.userId],
    );
    const refused = await movements(`?accountId=${foreign?.id ?? 0}`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('account_not_found');
    expect((await movements('?group=poker')).statusCode).toBe(400);
    expect((await movements('?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    const own = movementsAnswerSchema.parse((await movements('', other.cookie)).json());
    expect(own.movements.map((movement) => movement.amount)).toEqual(['5.00']);
  });
});
