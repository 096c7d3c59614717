import type { TotoCoupon, TotoDraw, TotoGame } from '@betfront/contract/toto';
import type { Queryable } from '../db/database';

interface DrawRow {
  id: number;
  closesAt: Date;
  variantPrice: string;
  maxVariants: number;
  currencyIso: string;
  jackpot: string;
  pool: string;
  coupons: number;
  operatorPermille: number;
  categoryShares: Record<string, number>;
  prizes: TotoDraw['prizes'];
  carried: string | null;
  settledAt: Date | null;
}

const DRAW_COLUMNS = `d.id, d.closes_at as "closesAt", d.variant_price::text as "variantPrice",
  d.max_variants as "maxVariants", d.currency_iso as "currencyIso", d.jackpot::text as jackpot,
  (select coalesce(sum(c.stake), 0)::numeric(16, 2)::text from toto_coupons c where c.draw_id = d.id) as pool,
  (select count(*)::int from toto_coupons c where c.draw_id = d.id) as coupons,
  d.operator_permille as "operatorPermille", d.category_shares as "categoryShares", d.prizes,
  d.carried::text as carried, d.settled_at as "settledAt"`;

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

async function toDraw(db: Queryable, row: DrawRow, russian: boolean): Promise<TotoDraw> {
  return {
    ...row,
    closesAt: row.closesAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    games: await gamesOf(db, row.id, russian),
  };
}

/** The draws taking coupons: the one closing soonest, and the next. */
export async function readOpenDraws(db: Queryable, russian: boolean, now: Date) {
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from toto_draws d where d.settled_at is null and d.closes_at > $1
     order by d.closes_at limit 2`,
    [now],
  );
  const [current, next] = await Promise.all(rows.map((row) => toDraw(db, row, russian)));
  return { current: current ?? null, next: next ?? null };
}

export async function readTotoDraw(db: Queryable, drawId: number, russian: boolean): Promise<TotoDraw | null> {
  const [row] = await db.query<DrawRow>(`select ${DRAW_COLUMNS} from toto_draws d where d.id = $1`, [drawId]);
  return row ? toDraw(db, row, russian) : null;
}

/** Draws whose coupons have closed, newest first: those being played and those settled. */
export async function readPastTotoDraws(db: Queryable, russian: boolean, now: Date): Promise<TotoDraw[]> {
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from toto_draws d where d.closes_at <= $1 or d.settled_at is not null
     order by d.closes_at desc limit 20`,
    [now],
  );
  return Promise.all(rows.map((row) => toDraw(db, row, russian)));
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
