import type { Queryable } from '../db/database';
import { TOTO_GAMES } from './toto-rules';
import { readTotoSettings } from './toto-settings';

/** Draws kept open for coupons: the current one and the next. */
const OPEN_DRAWS = 2;
const MINUTE_MS = 60 * 1000;

async function openDrawCount(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from toto_draws where settled_at is null and closes_at > $1',
    [now],
  );
  return row?.n ?? 0;
}

/**
 * The 15 soonest football games of the line that start at least the lead time from now and after every draw not yet
 * settled has closed, so the next draw follows the current one; none when the line has fewer.
 */
async function nextGames(db: Queryable, now: Date, leadMinutes: number): Promise<{ id: number; startAt: Date }[]> {
  const games = await db.query<{ id: number; startAt: Date }>(
    `select g.id, g.start_at as "startAt" from sb_games g join sb_champs c on c.id = g.champ_id
       join sb_sports s on s.id = c.sport_id
     where s.slug = 'football' and g.status = 'line' and g.start_at > $1
       and g.start_at > coalesce((select max(closes_at) from toto_draws where settled_at is null), '-infinity')
     order by g.start_at, g.id limit $2`,
    [new Date(now.getTime() + leadMinutes * MINUTE_MS), TOTO_GAMES],
  );
  return games.length === TOTO_GAMES ? games : [];
}

/**
 * Keeps the current and the next toto draws open, each over 15 line games with a pool in each currency the settings
 * price (run by the toto leader job only; a read never writes). A new draw closes when its first game starts.
 * Answers how many draws it opened.
 */
export async function scheduleToto(db: Queryable, now: Date): Promise<number> {
  let opened = 0;
  const settings = await readTotoSettings(db);
  while ((await openDrawCount(db, now)) < OPEN_DRAWS) {
    const games = await nextGames(db, now, settings.leadMinutes);
    const first = games[0];
    if (!first) return opened;
    const [draw] = await db.query<{ id: number }>(
      `insert into toto_draws (closes_at, max_variants, operator_permille, category_shares)
       values ($1, $2, $3, $4::jsonb) returning id`,
      [first.startAt, settings.maxVariants, settings.operatorPermille, JSON.stringify(settings.categoryShares)],
    );
    if (!draw) throw new Error('A toto draw was not opened');
    for (const [currencyIso, price] of Object.entries(settings.variantPrices)) {
      await db.query('insert into toto_pools (draw_id, currency_iso, variant_price) values ($1, $2, $3::numeric)', [
        draw.id,
        currencyIso,
        price,
      ]);
    }
    for (const [index, game] of games.entries()) {
      await db.query('insert into toto_draw_games (draw_id, position, game_id) values ($1, $2, $3)', [
        draw.id,
        index + 1,
        game.id,
      ]);
    }
    opened += 1;
  }
  return opened;
}

/**
 * Passes what settled draws' pools carried over to the jackpot of the pool of the same currency of the soonest draw
 * still open that has one, once there is such a draw.
 */
export async function passCarryOver(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `with target as (
       select distinct on (p.currency_iso) p.currency_iso, p.draw_id from toto_pools p
         join toto_draws d on d.id = p.draw_id
       where d.settled_at is null and d.closes_at > $1 order by p.currency_iso, d.closes_at),
     given as (
       update toto_pools p set carried_to = t.draw_id from target t
       where p.currency_iso = t.currency_iso and p.carried > 0 and p.carried_to is null
       returning p.currency_iso, p.carried)
     update toto_pools p set jackpot = p.jackpot + g.carried
     from (select currency_iso, sum(carried) as carried from given group by currency_iso) g, target t
     where t.currency_iso = g.currency_iso and p.draw_id = t.draw_id and p.currency_iso = g.currency_iso`,
    [now],
  );
}
