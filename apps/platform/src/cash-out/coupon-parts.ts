import type { CouponPart } from '@betfront/contract/cash-out';

/** A stake added to an open coupon (add to bet), with the coef of each of the coupon's bets for it. */
export interface AddedPart extends CouponPart {
  coefs: string[];
}

/** The added parts of the coupon `c` of a query, oldest first, as one JSON column. */
export const ADDED_PARTS_COLUMN = `coalesce((select json_agg(json_build_object('id', p.id, 'amount', p.amount::text,
    'coef', p.coef::text, 'possibleWin', p.possible_win::text, 'addedAt', p.added_at, 'coefs', p.coefs::text[])
    order by p.id) from coupon_parts p where p.coupon_id = c.id), '[]'::json)`;

/**
 * Each stake of the coupon with the coefs it was taken at: the stake it was placed with at the bets' coefs, then
 * each added part at its own.
 */
export function stakesOf<B extends { coef: string }>(coupon: {
  amount: string;
  bets: readonly B[];
  parts: readonly Pick<AddedPart, 'amount' | 'coefs'>[];
}): { amount: string; bets: B[] }[] {
  return [
    { amount: coupon.amount, bets: [...coupon.bets] },
    ...coupon.parts.map((part) => ({
      amount: part.amount,
      bets: coupon.bets.map((bet, i) => ({ ...bet, coef: part.coefs[i] ?? bet.coef })),
    })),
  ];
}

/** A part as the player sees it. */
export const partView = ({ id, amount, coef, possibleWin, addedAt }: AddedPart): CouponPart => ({
  id: Number(id),
  amount,
  coef,
  possibleWin,
  addedAt: new Date(addedAt).toISOString(),
});
