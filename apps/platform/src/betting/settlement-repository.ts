import { ADDED_PARTS_COLUMN, type AddedPart } from '../cash-out/coupon-parts';
import type { GameScore } from '@betfront/contract/sportsbook';
import type { Queryable } from '../db/database';
import type { GameProgress } from '../sportsbook/pricing/game-markets';

export interface OpenBetOfFinishedGame {
  couponId: string;
  position: number;
  selectionId: string;
  sportSlug: string;
  progress: GameProgress;
}

/** Bets without a result whose game is over. */
export function findOpenBetsOfFinishedGames(db: Queryable): Promise<OpenBetOfFinishedGame[]> {
  return db.query<OpenBetOfFinishedGame>(
    `select b.coupon_id as "couponId", b.position, b.selection_id as "selectionId", s.slug as "sportSlug", g.progress
     from coupon_bets b
     join sb_games g on g.id = b.game_id
     join sb_champs c on c.id = g.champ_id
     join sb_sports s on s.id = c.sport_id
     where b.status_id = -2 and g.status = 'finished'
     order by b.coupon_id, b.position`,
  );
}

export async function recordBetResult(
  db: Queryable,
  bet: { couponId: string; position: number },
  statusId: number,
  /** Null for a race, which ends in a finishing order. */
  score: GameScore | null,
): Promise<boolean> {
  const rows = await db.query(
    `update coupon_bets set status_id = $3, score = $4::jsonb
     where coupon_id = $1 and position = $2 and status_id = -2 returning coupon_id`,
    [bet.couponId, bet.position, statusId, score === null ? null : JSON.stringify(score)],
  );
  return rows.length > 0;
}

export interface CouponToSettle {
  id: string;
  userId: number;
  accountId: number;
  currencyIso: string;
  typeId: number;
  systemValue: number | null;
  amount: string;
  totalStake: string;
  amountByBlockId: Record<string, string>;
  amountByBetId: Record<string, string>;
  /** The bonus bet an express carried: a leg that always wins. */
  bonusBetCoef: string | null;
  /** The part of the stake paid from prepaid: its own stake is not returned. */
  prepaidAmount: string;
  /** The most the coupon pays, fixed at placement (null for coupons placed before it was). */
  maxPayout: string | null;
  bets: { id: string; coef: string; isBanker: boolean; blockId: number | null; statusId: number }[];
  /** The stakes added after placement (add to bet), each paid at its own coefs. */
  parts: Pick<AddedPart, 'amount' | 'coefs'>[];
}

/** Open coupons every bet of which has a result. */
export async function findSettleableCoupons(db: Queryable): Promise<CouponToSettle[]> {
  return db.query<CouponToSettle>(
    `select c.id, c.user_id as "userId", c.account_id as "accountId", c.currency_iso as "currencyIso", c.type_id as "typeId", c.system_value as "systemValue",
       c.amount::text as amount, c.total_stake::text as "totalStake", c.amount_by_block_id as "amountByBlockId",
       c.amount_by_bet_id as "amountByBetId", c.bonus_bet_coef::text as "bonusBetCoef",
       c.prepaid_amount::text as "prepaidAmount", c.max_payout::text as "maxPayout",
       (select json_agg(json_build_object('id', b.selection_id, 'coef', b.coef::text, 'isBanker', b.is_banker,
          'blockId', b.block_id, 'statusId', b.status_id) order by b.position)
        from coupon_bets b where b.coupon_id = c.id) as bets,
       ${ADDED_PARTS_COLUMN} as parts
     from coupons c
     where c.status_id = -2
       and not exists (select 1 from coupon_bets b where b.coupon_id = c.id and b.status_id = -2)
     order by c.id`,
  );
}

/**
 * Marks the coupon settled unless it already is (or was sold back in full), paying the share of `payout` that
 * goes with the stake not sold back, cut to cents; answers that amount when this call settled it, else null.
 */
export async function closeCoupon(
  db: Queryable,
  couponId: string,
  statusId: number,
  payout: string,
): Promise<string | null> {
  const rows = await db.query<{ payout: string }>(
    `update coupons set status_id = $2, settled_at = now(),
       payout = trunc($3::numeric * (total_stake - sold_stake) / total_stake, 2)
     where id = $1 and status_id = -2 returning payout::text as payout`,
    [couponId, statusId, payout],
  );
  return rows[0]?.payout ?? null;
}
