import type { Queryable } from '../db/database';
import type { PricedBet } from './price-bets';

export interface NewCoupon {
  userId: number;
  accountId: number;
  currencyIso: string;
  requestId: string;
  /** The coupon's place among those one placement made (a multi makes one a bet); 0 for every other type. */
  placementPosition: number;
  bodyHash: string;
  typeId: number;
  systemValue: number | null;
  amount: string;
  amountByBlockId: Record<string, string>;
  amountByBetId: Record<string, string>;
  totalStake: string;
  coef: string;
  possibleWin: string;
  minPossibleWin: string | null;
  /** The part of the total stake paid from prepaid (free bets): "0.00" when none. */
  prepaidAmount: string;
  maxPayout: string;
  /** The accumulator boost fixed at placement, or null. */
  boost: { percent: string; maxBonus: string } | null;
  /** The operator's reference id of the site the coupon was placed on (`refId`). */
  refId: number;
  isVip: boolean;
  bonusBetCoef: string | null;
  coefViewId: number;
  isOneClick: boolean;
  promoCode: string | null;
}

/** Inserts the coupon; null when the player already placed one under the request id. */
export async function insertCoupon(db: Queryable, coupon: NewCoupon): Promise<number | null> {
  const rows = await db.query<{ id: string }>(
    `insert into coupons (user_id, account_id, currency_iso, request_id, body_hash, type_id, system_value, amount,
       amount_by_block_id, amount_by_bet_id, total_stake, coef, possible_win, min_possible_win, is_vip, is_one_click,
       promo_code, bonus_bet_coef, coef_view_id, placement_position, prepaid_amount, max_payout, boost_percent,
       boost_max, ref_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::jsonb, $10::jsonb, $11::numeric, $12::numeric, $13::numeric,
       $14::numeric, $15, $16, $17, $18::numeric, $19, $20, $21::numeric, $22::numeric, $23::numeric,
       $24::numeric, $25)
     on conflict (user_id, request_id, placement_position) do nothing
     returning id`,
    [
      coupon.userId,
      coupon.accountId,
      coupon.currencyIso,
      coupon.requestId,
      coupon.bodyHash,
      coupon.typeId,
      coupon.systemValue,
      coupon.amount,
      JSON.stringify(coupon.amountByBlockId),
      JSON.stringify(coupon.amountByBetId),
      coupon.totalStake,
      coupon.coef,
      coupon.possibleWin,
      coupon.minPossibleWin,
      coupon.isVip,
      coupon.isOneClick,
      coupon.promoCode,
      coupon.bonusBetCoef,
      coupon.coefViewId,
      coupon.placementPosition,
      coupon.prepaidAmount,
      coupon.maxPayout,
      coupon.boost?.percent ?? null,
      coupon.boost?.maxBonus ?? null,
      coupon.refId,
    ],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}

export async function insertCouponBets(db: Queryable, couponId: number, bets: readonly PricedBet[]): Promise<void> {
  for (const [position, bet] of bets.entries()) {
    const { game, market, selection } = bet;
    await db.query(
      `insert into coupon_bets (coupon_id, position, selection_id, game_id, sport_id, sport_name, champ_id, champ_name,
         home, away, start_at, period, kind, line, code, param, coef, is_live, is_banker, block_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::numeric, $18, $19, $20)`,
      [
        couponId,
        position,
        bet.selectionId,
        game.id,
        game.sportId,
        game.sportName,
        game.champId,
        game.champName,
        game.home.name,
        game.away.name,
        game.startAt,
        market.period,
        market.kind,
        market.line,
        selection.code,
        selection.param,
        bet.coef,
        bet.isLive,
        bet.isBanker,
        bet.blockId ?? null,
      ],
    );
  }
}

export interface PlacedRequest {
  /** The coupons the placement made, in their order (one, but one a bet for a multi). */
  couponIds: number[];
  accountId: number;
  bodyHash: string;
}

export async function findCouponsByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<PlacedRequest | null> {
  const rows = await db.query<{ id: string; account_id: number; body_hash: string }>(
    `select id, account_id, body_hash from coupons where user_id = $1 and request_id = $2
     order by placement_position`,
    [userId, requestId],
  );
  const first = rows[0];
  if (!first) return null;
  return { couponIds: rows.map((row) => Number(row.id)), accountId: first.account_id, bodyHash: first.body_hash };
}
