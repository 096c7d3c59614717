import type { TotoCoupon, TotoDraw, TotoGame, TotoPool } from '@betfront/contract/toto';
import { DEFAULT_CURRENCY_ID } from '../accounts/open-player-accounts';
import type { Queryable } from '../db/database';

interface DrawRow {
  id: number;
  closesAt: Date;
  maxVariants: number;
  operatorPermille: number;
  categoryShares: Record<string, number>;
  /** Every currency's pool, largest (stakes and jackpot) first. */
  pools: TotoPool[];
  settledAt: Date | null;
}

const DRAW_COLUMNS = `d.id, d.closes_at as "closesAt", d.max_variants as "maxVariants",
  d.operator_permille as "operatorPermille", d.category_shares as "categoryShares", d.settled_at as "settledAt",
  (select coalesce(json_agg(json_build_object('currencyIso', p.currency_iso,
       'variantPrice', p.variant_price::text, 'jackpot', p.jackpot::text, 'pool', s.pool::text, 'coupons', s.coupons,
       'prizes', p.prizes, 'carried', p.carried::text) order by s.pool + p.jackpot desc, s.coupons desc, p.currency_iso),
     '[]')
   from toto_pools p cross join lateral (
     select coalesce(sum(c.stake), 0)::numeric(16, 2) as pool, count(*)::int as coupons
     from toto_coupons c where c.draw_id = p.draw_id and c.currency_iso = p.currency_iso) s
   where p.draw_id = d.id) as pools`;

/** Whose pool a read shows at the top of a draw: the reader's currency (a visitor's is the site's default). */
export interface TotoReader {
  russian: boolean;
  currencyIso: string;
}

/** The currency a new player's accounts open in, whose pool a visitor is shown. */
export async function defaultCurrencyIso(db: Queryable): Promise<string> {
  const [row] = await db.query<{ iso: string }>('select iso from currencies where id = $1', [DEFAULT_CURRENCY_ID]);
  if (!row) throw new Error('The default currency is missing');
  return row.iso;
}

async function gamesOf(db: Queryable, drawId: number, russian: boolean): Promise<TotoGame[]> {
  const rows = await db.query<{
    position: number;
    gameId: number;
    home: string;
    away: string;
    champ: string;
    startAt: Date;
    result: TotoGame['result'];
    status: string;
    periodScores: { home: number; away: number }[] | null;
  }>(
    `select dg.position, dg.game_id::int as "gameId", dg.result, g.start_at as "startAt", g.status,
       g.progress -> 'periodScores' as "periodScores",
       ${russian ? 'h.name_ru' : 'h.name_en'} as home, ${russian ? 'a.name_ru' : 'a.name_en'} as away,
       ${russian ? 'c.name_ru' : 'c.name_en'} as champ
     from toto_draw_games dg join sb_games g on g.id = dg.game_id join sb_teams h on h.id = g.home_team_id
       join sb_teams a on a.id = g.away_team_id join sb_champs c on c.id = g.champ_id
     where dg.draw_id = $1 order by dg.position`,
    [drawId],
  );
  return rows.map((row) => ({
    position: row.position,
    gameId: row.gameId,
    home: row.home,
    away: row.away,
    champ: row.champ,
    startAt: row.startAt.toISOString(),
    result: row.result,
    score:
      row.status === 'finished' && row.periodScores
        ? row.periodScores.reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), {
            home: 0,
            away: 0,
          })
        : null,
  }));
}

async function toDraw(db: Queryable, row: DrawRow, reader: TotoReader): Promise<TotoDraw> {
  const shown = row.pools.find((pool) => pool.currencyIso === reader.currencyIso) ?? row.pools[0];
  if (!shown) throw new Error(`The toto draw ${row.id} has no pool`);
  return {
    ...row,
    ...shown,
    closesAt: row.closesAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    games: await gamesOf(db, row.id, reader.russian),
  };
}

/** The draws taking coupons: the one closing soonest, and the next. */
export async function readOpenDraws(db: Queryable, reader: TotoReader, now: Date) {
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from toto_draws d where d.settled_at is null and d.closes_at > $1
     order by d.closes_at limit 2`,
    [now],
  );
  const [current, next] = await Promise.all(rows.map((row) => toDraw(db, row, reader)));
  return { current: current ?? null, next: next ?? null };
}

export async function readTotoDraw(db: Queryable, drawId: number, reader: TotoReader): Promise<TotoDraw | null> {
  const [row] = await db.query<DrawRow>(`select ${DRAW_COLUMNS} from toto_draws d where d.id = $1`, [drawId]);
  return row ? toDraw(db, row, reader) : null;
}

/** Draws whose coupons have closed, newest first: those being played and those settled. */
export async function readPastTotoDraws(db: Queryable, reader: TotoReader, now: Date): Promise<TotoDraw[]> {
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from toto_draws d where d.closes_at <= $1 or d.settled_at is not null
     order by d.closes_at desc limit 20`,
    [now],
  );
  return Promise.all(rows.map((row) => toDraw(db, row, reader)));
}

const COUPON_COLUMNS = `id, draw_id as "drawId", picks, variants, stake::text as stake, currency_iso as "currencyIso",
  hits, payout::text as payout, created_at as "createdAt"`;

type CouponRow = Omit<TotoCoupon, 'createdAt'> & { createdAt: Date; accountId: number };
const toCoupon = ({ accountId: _accountId, ...row }: CouponRow): TotoCoupon => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function readTotoCoupons(db: Queryable, userId: number): Promise<TotoCoupon[]> {
  const rows = await db.query<CouponRow>(
    `select ${COUPON_COLUMNS}, account_id as "accountId" from toto_coupons where user_id = $1 order by id desc limit 50`,
    [userId],
  );
  return rows.map(toCoupon);
}

/** One coupon of the player's; null for another player's or none. */
export async function readTotoCoupon(db: Queryable, userId: number, couponId: number): Promise<TotoCoupon | null> {
  const rows = await db.query<CouponRow>(
    `select ${COUPON_COLUMNS}, account_id as "accountId" from toto_coupons where id = $1 and user_id = $2`,
    [couponId, userId],
  );
  return rows[0] ? toCoupon(rows[0]) : null;
}

export async function findCouponByRequest(db: Queryable, userId: number, requestId: string) {
  const rows = await db.query<CouponRow>(
    `select ${COUPON_COLUMNS}, account_id as "accountId" from toto_coupons where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ?? null;
}

/** The winning coupons of the latest settled draws, best first: the coupon, its draw, its best category, its win. */
export async function readTotoWinners(db: Queryable) {
  const rows = await db.query<{
    couponId: number;
    drawId: number;
    bestHits: number;
    payout: string;
    currencyIso: string;
  }>(
    `select c.id as "couponId", c.draw_id as "drawId", c.payout::text as payout, c.currency_iso as "currencyIso",
       (select max(key::int) from jsonb_each_text(c.hits) where value::int > 0) as "bestHits"
     from toto_coupons c join toto_draws d on d.id = c.draw_id
     where c.payout > 0 and d.id in (select id from toto_draws where settled_at is not null order by settled_at desc limit 10)
     order by c.draw_id desc, c.payout desc, c.id limit 50`,
  );
  return rows;
}
