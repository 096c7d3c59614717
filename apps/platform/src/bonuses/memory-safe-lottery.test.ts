import { bonusGamePlayAnswerSchema } from '@betfront/contract/bonuses';
import { bonusGamesShowcaseSchema } from '@betfront/contract/bonus-promotions';
import { describe, expect, it } from 'vitest';
import { balanceOf, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { createChooser, post } from './bonus-test-helpers';

const platform = paymentsAppOfFile();

describe('the bonus games showcase', () => {
  it('lists every open game with chances to a visitor, and the next play to a player who played', async () => {
    const visitor = await platform.app.inject({ url: '/web-api/bonus-games?lng=ru' });
    const shown = bonusGamesShowcaseSchema.parse(visitor.json());
    expect(shown.games.map((game) => game.game)).toEqual(['fortuna', 'chest', 'memory', 'safe', 'lottery']);
    for (const game of shown.games) {
      const total = game.prizes.reduce((sum, prize) => sum + Math.round(Number(prize.chance) * 100), 0);
      expect(total).toBe(10_000);
      expect(game.prizes.every((prize) => prize.amount === null)).toBe(true);
      expect(game.nextPlayAt).toBeNull();
    }
    const payer = await createChooser(platform.db, 0);
    await post(platform.app, payer.cookie, '/web-api/bonus-games/safe/plays');
    const mine = bonusGamesShowcaseSchema.parse(
      (await platform.app.inject({ url: '/web-api/bonus-games?lng=en', headers: { cookie: payer.cookie } })).json(),
    );
    expect(mine.games.find((game) => game.game === 'safe')?.nextPlayAt).toMatch(/T00:00:00/);
    expect(mine.games.find((game) => game.game === 'lottery')?.nextPlayAt).toBeNull();
    expect(mine.games[0]?.prizes.find((prize) => prize.kind === 'bonus')?.amount).toMatch(/^\d+\.\d{2}$/);
  });
});

describe.each(['memory', 'safe', 'lottery'] as const)('the %s game', (game) => {
  it('plays once a day: the drawn prize is paid to the bonus account, a second play is refused', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    const plays = await Promise.all([
      post(app, payer.cookie, `/web-api/bonus-games/${game}/plays?lng=en`),
      post(app, payer.cookie, `/web-api/bonus-games/${game}/plays?lng=en`),
    ]);
    expect(plays.map((play) => play.statusCode).sort()).toEqual([201, 409]);
    expect(plays.find((play) => play.statusCode === 409)?.json().error.code).toBe('bonus_game_played_today');
    const play = bonusGamePlayAnswerSchema.parse(plays.find((one) => one.statusCode === 201)?.json());
    expect(await balanceOf(db, payer.bonusAccountId)).toBe(play.prize.kind === 'bonus' ? play.prize.amount : '0.00');
    const entries = await db.query(`select id from ledger_entries where kind = 'bonus_credit' and user_id = $1`, [
      payer.userId,
    ]);
    expect(entries).toHaveLength(play.prize.kind === 'bonus' ? 1 : 0);
    await expectMoneyConsistent(db, before);
  });

  it('pays the bonus prize a table of bonus prizes only can draw', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    await db.query(`update bonus_game_prizes set is_active = (kind = 'bonus') where game = $1`, [game]);
    try {
      const play = bonusGamePlayAnswerSchema.parse(
        (await post(app, payer.cookie, `/web-api/bonus-games/${game}/plays`)).json(),
      );
      expect(play.prize.kind).toBe('bonus');
      expect(await balanceOf(db, payer.bonusAccountId)).toBe(play.prize.amount);
      const [bonus] = await db.query<{ source: string }>('select source from player_bonuses where user_id = $1', [
        payer.userId,
      ]);
      expect(bonus?.source).toBe('game');
    } finally {
      await db.query(`update bonus_game_prizes set is_active = true where game = $1`, [game]);
    }
  });
});
