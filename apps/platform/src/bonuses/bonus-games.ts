import { randomInt } from 'node:crypto';
import { bonusGameSchema } from '@betfront/contract/bonuses';
import type { BonusGame, BonusGameAnswer, BonusGamePlayAnswer, BonusGamePrize } from '@betfront/contract/bonuses';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { fromCents, toCents } from '../cash-out/cents';
import { amountIn } from './bonus-accounts';
import { passBonusClaimGate } from './claim-gate';
import { payFreeBetPrize } from './pay-free-bet';
import { payBonusPrize } from './pay-prize';

interface PrizeRow {
  id: number;
  labelRu: string;
  labelEn: string;
  kind: 'bonus' | 'free_bet' | 'none';
  amounts: Record<string, string> | null;
  wagerMultiplier: string | null;
  weight: number;
}

const GAME_TITLES: Record<BonusGame, { ru: string; en: string }> = {
  fortuna: { ru: 'Колесо фортуны', en: 'Wheel of fortune' },
  chest: { ru: 'Сундук', en: 'Chest' },
  memory: { ru: 'Память', en: 'Memory' },
  safe: { ru: 'Сейф', en: 'Safe' },
  lottery: { ru: 'Лотерея', en: 'Lottery' },
};

async function readPrizes(db: Queryable, game: BonusGame): Promise<PrizeRow[]> {
  return db.query<PrizeRow>(
    `select id, label_ru as "labelRu", label_en as "labelEn", kind, amounts, wager_multiplier::text as "wagerMultiplier",
       weight from bonus_game_prizes where game = $1 and is_active order by position`,
    [game],
  );
}

/** Each prize's chance is its weight over the sum of the table's weights, in percent with 2 places. */
function prizeView(prize: PrizeRow, total: number, currencyIso: string, isRussian: boolean): BonusGamePrize {
  const amount = prize.amounts ? amountIn(prize.amounts, currencyIso) : null;
  return {
    id: prize.id,
    label: isRussian ? prize.labelRu : prize.labelEn,
    kind: prize.kind,
    amount: amount === null ? null : fromCents(toCents(amount)),
    chance: ((prize.weight * 100) / total).toFixed(2),
  };
}

/** The next UTC midnight after the day of the player's last play, or null when they may play now. */
async function nextPlayAt(db: Queryable, userId: number, game: BonusGame): Promise<string | null> {
  const rows = await db.query<{ next: Date }>(
    `select (play_day + 1)::timestamp at time zone 'UTC' as next from bonus_game_plays
     where user_id = $1 and game = $2 and play_day = (now() at time zone 'UTC')::date`,
    [userId, game],
  );
  return rows[0]?.next.toISOString() ?? null;
}

async function currencyOf(db: Queryable, userId: number): Promise<string> {
  const rows = await db.query<{ iso: string }>(
    `select c.iso from accounts a join currencies c on c.id = a.currency_id where a.user_id = $1 and a.type = 4`,
    [userId],
  );
  return rows[0]?.iso ?? '';
}

/** A game's prize table with chances; a visitor (no user) sees no amounts and no next play. */
export async function readBonusGame(
  db: Database,
  userId: number | null,
  game: BonusGame,
  isRussian: boolean,
): Promise<BonusGameAnswer> {
  const prizes = await readPrizes(db, game);
  if (prizes.length === 0) throw new HttpError(404, 'bonus_game_closed', 'This bonus game is not offered now');
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const currencyIso = userId === null ? '' : await currencyOf(db, userId);
  return {
    game,
    prizes: prizes.map((prize) => prizeView(prize, total, currencyIso, isRussian)),
    nextPlayAt: userId === null ? null : await nextPlayAt(db, userId, game),
  };
}

/** Every bonus game that has a prize table now, in the order of the catalogue. */
export async function readBonusGames(
  db: Database,
  userId: number | null,
  isRussian: boolean,
): Promise<BonusGameAnswer[]> {
  const open = await db.query<{ game: BonusGame }>('select distinct game from bonus_game_prizes where is_active');
  const games = bonusGameSchema.options.filter((game) => open.some((row) => row.game === game));
  return Promise.all(games.map((game) => readBonusGame(db, userId, game, isRussian)));
}

/** Draws one prize with the weights as chances, from the system's cryptographic random source. */
function draw(prizes: readonly PrizeRow[]): PrizeRow {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('the draw fell outside the prize table');
}

/**
 * One play of a bonus game, once per UTC day per player and game (the plays' unique key refuses the second,
 * in any process, with `bonus_game_played_today`): a prize drawn on the server, paid through the ledger in the
 * play's transaction: bonus money to the bonus account (reference `game-play:{id}`), wagered at the prize's
 * multiplier, or a free bet (a prepaid stake) whose grant the play records, so a play pays at most once.
 */
export async function playBonusGame(
  db: Database,
  request: { userId: number; game: BonusGame; isRussian: boolean; countryCode: string | null },
): Promise<BonusGamePlayAnswer> {
  const { userId, game, isRussian } = request;
  return db.transaction(async (tx) => {
    const account = await passBonusClaimGate(tx, userId, request.countryCode);
    const prizes = await readPrizes(tx, game);
    if (prizes.length === 0) throw new HttpError(404, 'bonus_game_closed', 'This bonus game is not offered now');
    const prize = draw(prizes);
    const played = await tx.query<{ id: string; next: Date }>(
      `insert into bonus_game_plays (user_id, game, play_day, prize_id) values ($1, $2, (now() at time zone 'UTC')::date, $3)
       on conflict do nothing returning id::text as id, (play_day + 1)::timestamp at time zone 'UTC' as next`,
      [userId, game, prize.id],
    );
    const play = played[0];
    if (!play) {
      const next = (await nextPlayAt(tx, userId, game)) ?? '';
      throw new HttpError(409, 'bonus_game_played_today', 'You have played today: come back tomorrow', undefined, {
        nextPlayAt: next,
      });
    }
    const amount = prize.amounts ? amountIn(prize.amounts, account.currencyIso) : null;
    let bonusId: string | null = null;
    if (prize.kind === 'bonus' && prize.amounts && amount !== null && prize.wagerMultiplier !== null) {
      ({ bonusId } = await payBonusPrize(tx, userId, account, {
        amounts: prize.amounts,
        wagerMultiplier: prize.wagerMultiplier,
        reference: `game-play:${play.id}`,
        source: 'game',
        titleRu: `${GAME_TITLES[game].ru}: ${prize.labelRu}`,
        titleEn: `${GAME_TITLES[game].en}: ${prize.labelEn}`,
      }));
      await tx.query('update bonus_game_plays set bonus_id = $2 where id = $1', [play.id, bonusId]);
    }
    if (prize.kind === 'free_bet' && prize.amounts) {
      const { grantId } = await payFreeBetPrize(tx, userId, account, {
        amounts: prize.amounts,
        note: `${GAME_TITLES[game].en}: ${prize.labelEn} (play ${play.id})`,
      });
      const recorded = await tx.query(
        'update bonus_game_plays set prepaid_grant_id = $2 where id = $1 and prepaid_grant_id is null returning id',
        [play.id, grantId],
      );
      if (recorded.length === 0) throw new Error(`The free bet of the play ${play.id} was already granted`);
    }
    const total = prizes.reduce((sum, row) => sum + row.weight, 0);
    return {
      prize: prizeView(prize, total, account.currencyIso, isRussian),
      bonusId,
      nextPlayAt: play.next.toISOString(),
    };
  });
}
