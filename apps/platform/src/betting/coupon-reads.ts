import type { PlacedBet, PlacedCoupon } from '@betfront/contract/bets';
import type { GameScore, MarketKind, MarketPeriod } from '@betfront/contract/sportsbook';
import type { Queryable } from '../db/database';

export interface CouponFilter {
  userId: number;
  couponId?: number;
  openOnly?: boolean;
  /** Placed on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD). */
  to?: string;
  statusId?: number;
}

interface CouponRow {
  id: string;
  request_id: string;
  type_id: number;
  system_value: number | null;
  account_id: number;
  currency_iso: string;
  amount: string;
  total_stake: string;
  coef: string;
  possible_win: string;
  min_possible_win: string | null;
  is_vip: boolean;
  is_one_click: boolean;
  promo_code: string | null;
  placed_at: Date | string;
  status_id: number;
  payout: string | null;
  settled_at: Date | string | null;
}

interface BetRow {
  coupon_id: string;
  selection_id: string;
  game_id: string;
  sport_id: number;
  sport_name: string;
  champ_id: number;
  champ_name: string;
  home: string;
  away: string;
  start_at: Date | string;
  period: MarketPeriod;
  kind: MarketKind;
  line: string | null;
  code: string;
  param: string | null;
  coef: string;
  is_live: boolean;
  is_banker: boolean;
  block_id: string | null;
  status_id: number;
  score: GameScore | null;
}

const WHERE = `where user_id = $1 and ($2::bigint is null or id = $2) and (not $3::boolean or status_id = -2)
  and ($4::date is null or placed_at >= $4::date) and ($5::date is null or placed_at < $5::date + 1)
  and ($6::int is null or status_id = $6)`;

function whereParams(filter: CouponFilter): unknown[] {
  return [
    filter.userId,
    filter.couponId ?? null,
    filter.openOnly ?? false,
    filter.from ?? null,
    filter.to ?? null,
    filter.statusId ?? null,
  ];
}

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function toPlacedBet(row: BetRow): PlacedBet {
  return {
    selectionId: row.selection_id,
    gameId: Number(row.game_id),
    sportId: row.sport_id,
    sportName: row.sport_name,
    champId: row.champ_id,
    champName: row.champ_name,
    home: row.home,
    away: row.away,
    startAt: iso(row.start_at),
    period: row.period,
    kind: row.kind,
    line: numberOrNull(row.line),
    code: row.code,
    param: numberOrNull(row.param),
    coef: row.coef,
    isLive: row.is_live,
    isBanker: row.is_banker,
    blockId: Number(row.block_id ?? 0),
    statusId: row.status_id,
    score: row.score,
  };
}

function toPlacedCoupon(row: CouponRow, bets: PlacedBet[]): PlacedCoupon {
  return {
    id: Number(row.id),
    requestId: row.request_id,
    typeId: row.type_id,
    systemValue: row.system_value,
    accountId: row.account_id,
    currencyIso: row.currency_iso,
    amount: row.amount,
    totalStake: row.total_stake,
    coef: row.coef,
    possibleWin: row.possible_win,
    minPossibleWin: row.min_possible_win,
    isVipBet: row.is_vip,
    isOneClick: row.is_one_click,
    promoCode: row.promo_code,
    placedAt: iso(row.placed_at),
    statusId: row.status_id,
    payout: row.payout,
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
    bets,
  };
}

/** The player's coupons that match, newest first, with their bets in the order placed. */
export async function readCoupons(
  db: Queryable,
  filter: CouponFilter,
  page: { offset: number; limit: number } = { offset: 0, limit: 100 },
): Promise<PlacedCoupon[]> {
  const coupons = await db.query<CouponRow>(
    `select id, request_id, type_id, system_value, account_id, currency_iso, amount::text as amount,
       total_stake::text as total_stake, coef::text as coef, possible_win::text as possible_win,
       min_possible_win::text as min_possible_win, is_vip, is_one_click, promo_code, placed_at, status_id,
       payout::text as payout, settled_at
     from coupons ${WHERE}
     order by placed_at desc, id desc offset $7 limit $8`,
    [...whereParams(filter), page.offset, page.limit],
  );
  if (coupons.length === 0) return [];
  const bets = await db.query<BetRow>(
    `select coupon_id, selection_id, game_id, sport_id, sport_name, champ_id, champ_name, home, away, start_at, period,
       kind, line::text as line, code, param::text as param, coef::text as coef, is_live, is_banker, block_id::text as block_id,
       status_id, score
     from coupon_bets where coupon_id = any($1::bigint[]) order by coupon_id, position`,
    [coupons.map((coupon) => coupon.id)],
  );
  const betsByCoupon = new Map<string, PlacedBet[]>();
  for (const bet of bets) {
    const list = betsByCoupon.get(String(bet.coupon_id)) ?? [];
    list.push(toPlacedBet(bet));
    betsByCoupon.set(String(bet.coupon_id), list);
  }
  return coupons.map((coupon) => toPlacedCoupon(coupon, betsByCoupon.get(String(coupon.id)) ?? []));
}

export async function countCoupons(db: Queryable, filter: CouponFilter): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from coupons ${WHERE}`, whereParams(filter));
  return rows[0]?.n ?? 0;
}

export async function readCoupon(db: Queryable, userId: number, couponId: number): Promise<PlacedCoupon | null> {
  const [coupon] = await readCoupons(db, { userId, couponId }, { offset: 0, limit: 1 });
  return coupon ?? null;
}
