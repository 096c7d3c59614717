import type { PlacedBet, PlacedCoupon } from '@betfront/contract/bets';
import type { GameScore, MarketKind, MarketPeriod } from '@betfront/contract/sportsbook';
import type { Queryable } from '../db/database';
import { VIRTUAL_MATCH_JOIN } from '../virtual/coupon-games';

/** A name of a virtual match (`vm`) in the reader's language: `$2` is true for Russian. */
const virtualMatchName = (names: string) => `(${names}) ->> (case when $2 then 'nameRu' else 'nameEn' end)`;

export interface CouponFilter {
  userId: number;
  /** Names of sports, champs and sides in Russian rather than English. */
  russian: boolean;
  couponId?: number;
  openOnly?: boolean;
  /** Placed on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD). */
  to?: string;
  statusId?: number;
  accountId?: number;
  /** Leaves out the coupons the player hid from their history. */
  listedOnly?: boolean;
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
  bonus_bet_coef: string | null;
  coef_view_id: number;
  is_one_click: boolean;
  promo_code: string | null;
  prepaid_amount: string;
  max_payout: string | null;
  boost_percent: string | null;
  boost_max: string | null;
  boost_paid: string | null;
  ref_id: number | null;
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
  and ($6::int is null or status_id = $6) and ($7::bigint is null or account_id = $7)
  and (not $8::boolean or hidden_from_history_at is null)`;

function whereParams(filter: CouponFilter): unknown[] {
  return [
    filter.userId,
    filter.couponId ?? null,
    filter.openOnly ?? false,
    filter.from ?? null,
    filter.to ?? null,
    filter.statusId ?? null,
    filter.accountId ?? null,
    filter.listedOnly ?? false,
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
    bonusBetCoef: row.bonus_bet_coef,
    coefViewId: row.coef_view_id,
    isOneClick: row.is_one_click,
    promoCode: row.promo_code,
    prepaidAmount: row.prepaid_amount,
    maxPayout: row.max_payout,
    hyperBonusPercent: row.boost_percent,
    maxHyperBonusLimit: row.boost_max,
    hyperBonusPaid: row.boost_paid,
    refId: row.ref_id,
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
       min_possible_win::text as min_possible_win, is_vip, bonus_bet_coef::text as bonus_bet_coef,
       coef_view_id, is_one_click, promo_code, prepaid_amount::text as prepaid_amount,
       max_payout::text as max_payout, boost_percent::text as boost_percent, boost_max::text as boost_max,
       boost_paid::text as boost_paid, ref_id, placed_at, status_id,
       payout::text as payout, settled_at
     from coupons ${WHERE}
     order by placed_at desc, id desc offset $9 limit $10`,
    [...whereParams(filter), page.offset, page.limit],
  );
  if (coupons.length === 0) return [];
  const bets = await db.query<BetRow>(
    // Names in the reader's language while the catalogue still holds the game, as placed otherwise.
    `select b.coupon_id, b.selection_id, b.game_id, b.sport_id, b.champ_id, b.start_at, b.period, b.kind,
       b.line::text as line, b.code, b.param::text as param, b.coef::text as coef, b.is_live, b.is_banker,
       b.block_id::text as block_id, b.status_id, b.score,
       coalesce(case when $2 then s.name_ru else s.name_en end, ${virtualMatchName('vs.sport_name')}, b.sport_name)
         as sport_name,
       coalesce(case when $2 then c.name_ru else c.name_en end, ${virtualMatchName('vm.game_name')}, b.champ_name)
         as champ_name,
       coalesce(case when $2 then th.name_ru else th.name_en end, ${virtualMatchName('vs.home')}, b.home) as home,
       coalesce(case when $2 then ta.name_ru else ta.name_en end, ${virtualMatchName('vs.away')}, b.away) as away
     from coupon_bets b
     left join sb_games g on g.id = b.game_id
     ${VIRTUAL_MATCH_JOIN}
     left join sb_champs c on c.id = g.champ_id
     left join sb_sports s on s.id = coalesce(c.sport_id, case when vm.id is not null then b.sport_id end)
     left join sb_teams th on th.id = g.home_team_id
     left join sb_teams ta on ta.id = g.away_team_id
     where b.coupon_id = any($1::bigint[]) order by b.coupon_id, b.position`,
    [coupons.map((coupon) => coupon.id), filter.russian],
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

export async function readCoupon(
  db: Queryable,
  filter: { userId: number; couponId: number; russian: boolean },
): Promise<PlacedCoupon | null> {
  const [coupon] = await readCoupons(db, filter, { offset: 0, limit: 1 });
  return coupon ?? null;
}
