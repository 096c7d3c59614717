import { coefChangeDecision, type CoefChangeAction } from '../coef-change-policy';
import { parseDecimal } from '../decimal';
import type { MarketUpdate } from './coupon-actions';
import type { CouponBet } from './coupon-bet';

function canonicalCoef(value: string | number | undefined): string | undefined {
  const coef = parseDecimal(value);
  return coef !== null && coef.greaterThanOrEqualTo(1) ? coef.toFixed() : undefined;
}

/**
 * A new coef is taken as it comes; the policy decides whether the change waits for the player, judged
 * against the last coef the player accepted (so a drop and a rise back cancel out).
 */
function withCoef(bet: CouponBet, coef: string, action: CoefChangeAction): CouponBet {
  const confirmed = bet.confirmedCoef ?? bet.market.coef;
  const decision = coefChangeDecision(action, confirmed, coef);
  const { confirmedCoef: _, ...rest } = bet;
  const updated = { ...rest, market: { ...bet.market, coef } };
  return decision === 'accept' ? updated : { ...updated, confirmedCoef: confirmed };
}

function applyUpdate(bet: CouponBet, update: MarketUpdate, action: CoefChangeAction): CouponBet {
  const coef = canonicalCoef(update.coef);
  const exactCoef = canonicalCoef(update.exactCoef);
  // An exact coef belongs to the coef it came with: a new coef without one drops the old one.
  const { exactCoef: oldExactCoef, ...market } = bet.market;
  const keptExactCoef = exactCoef ?? (coef === undefined ? oldExactCoef : undefined);
  const next: CouponBet = {
    ...bet,
    market: {
      ...market,
      ...(keptExactCoef === undefined ? {} : { exactCoef: keptExactCoef }),
      ...(update.isLive === undefined ? {} : { isLive: update.isLive }),
    },
    game: { ...bet.game, ...update.game },
    isBlocked: update.isBlocked ?? bet.isBlocked,
    isBannedExpress: update.isBannedExpress ?? bet.isBannedExpress,
    isDisabledBanker: update.isDisabledBanker ?? bet.isDisabledBanker,
    isBanker: bet.isBanker && !(update.isDisabledBanker ?? bet.isDisabledBanker),
    statusId: update.statusId ?? bet.statusId,
  };
  return coef === undefined ? next : withCoef(next, coef, action);
}

export function applyMarketUpdates(
  bets: readonly CouponBet[],
  updates: readonly MarketUpdate[],
  action: CoefChangeAction,
): CouponBet[] {
  return bets.map((bet) =>
    updates.reduce(
      (current, update) => (update.betId === bet.id ? applyUpdate(current, update, action) : current),
      bet,
    ),
  );
}

export function acceptCoefChanges(bets: readonly CouponBet[]): CouponBet[] {
  return bets.map(({ confirmedCoef: _, ...bet }) => bet);
}
