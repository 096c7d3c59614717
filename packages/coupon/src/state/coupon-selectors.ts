import { isBetLocked } from '../bet-conditions';
import { coefInView } from '../coef-in-view';
import type { CoefChangeAction } from '../coef-change-policy';
import { CouponError } from '../coupon-error';
import type { CouponBetInput, QuoteInput, QuoteResult } from '../coupon-input';
import { COUPON_TYPE, type CouponTypeId } from '../coupon-types';
import { dec, product } from '../decimal';
import { quote } from '../quote';
import { isAboveMaximum, isBelowMinimum } from '../rules/amount-limits';
import { blockMaxAmounts } from '../rules/block-max-amounts';
import { BONUS_BET_ID, bonusBetCoef, isBonusBetEligible } from '../rules/bonus-bet';
import { isVipAvailable } from '../rules/vip-bet';
import { systemOptions, type SystemOption } from '../system-options';
import { legCoef } from './coupon-bet';
import { availableTypes } from './coupon-shape';
import type { CouponState } from './coupon-state';

export function selectAvailableTypes(state: CouponState): CouponTypeId[] {
  return availableTypes(state.bets);
}

/** The bonus bet an express carries automatically, unless the player deleted it. */
export function selectBonusBet(state: CouponState): { readonly id: string; readonly coef: string } | null {
  const eligible = isBonusBetEligible({
    typeId: state.typeId,
    isBonusBetAllowed: state.config.isBonusBetAllowed,
    bets: state.bets.map((bet) => ({ coef: legCoef(bet), kind: bet.market.kind })),
  });
  return eligible && !state.isBonusBetManuallyDeleted
    ? { id: BONUS_BET_ID, coef: bonusBetCoef(state.bets.length) }
    : null;
}

export function selectQuoteInput(state: CouponState): QuoteInput {
  const bets: CouponBetInput[] = state.bets.map((bet) => ({
    id: bet.id,
    coef: legCoef(bet),
    isBanker: bet.isBanker,
    blockId: bet.blockId,
  }));
  const bonusBet = selectBonusBet(state);
  return {
    typeId: state.typeId,
    amount: state.amount,
    systemValue: state.systemValue,
    bets: bonusBet === null ? bets : [...bets, bonusBet],
    ...(state.typeId === COUPON_TYPE.manySingles ? { amountByBetId: state.amountByBetId } : {}),
    ...(state.typeId === COUPON_TYPE.conditional ? { amountByBlockId: state.amountByBlockId } : {}),
  };
}

export type QuoteOutcome =
  { readonly ok: true; readonly quote: QuoteResult } | { readonly ok: false; readonly error: CouponError };

export function selectQuote(state: CouponState): QuoteOutcome {
  try {
    return { ok: true, quote: quote(selectQuoteInput(state)) };
  } catch (error) {
    if (error instanceof CouponError) return { ok: false, error };
    throw error;
  }
}

/**
 * The coupon's total coef as the player reads it in their odds format (site §3 `coefByView`); null while the
 * coupon does not quote. The platform works it out again from the coefs sent and refuses a coupon that showed
 * another one.
 */
export function selectCoefByView(state: CouponState, coefViewId: number): string | null {
  const outcome = selectQuote(state);
  return outcome.ok ? coefInView(outcome.quote.coef, coefViewId) : null;
}

export function selectSystemOptions(state: CouponState): SystemOption[] {
  return state.typeId === COUPON_TYPE.system ? systemOptions(state.bets, state.minBetAmount) : [];
}

export function selectIsVipAvailable(state: CouponState): boolean {
  return isVipAvailable({
    isVipBetEnabled: state.config.isVipBetEnabled,
    maxBetAmount: state.maxBetAmount,
    bets: state.bets,
    typeId: state.typeId,
  });
}

export function selectIsVipBet(state: CouponState): boolean {
  return state.settings.isVipBet && selectIsVipAvailable(state);
}

/** Each block of a conditional coupon in order, with its stake and its chained maximum. */
export function selectBlocks(
  state: CouponState,
): { readonly blockId: number; readonly amount: string; readonly maxAmount: string | null }[] {
  const blockIds = [...new Set(state.bets.map((bet) => bet.blockId))];
  const blocks = blockIds.map((blockId) => ({
    blockId,
    coef: product(state.bets.filter((bet) => bet.blockId === blockId).map((bet) => dec(legCoef(bet)))).toFixed(),
    amount: state.amountByBlockId[String(blockId)] ?? state.amount,
  }));
  const maxima = blockMaxAmounts(state.maxBetAmount, blocks);
  return blocks.map(({ blockId, amount }, i) => ({ blockId, amount, maxAmount: maxima[i] ?? null }));
}

/** The stakes the limits apply to: one per bet for many singles, one per block for conditional. */
function stakes(state: CouponState): { amount: string; maxAmount: string | null }[] {
  if (state.typeId === COUPON_TYPE.manySingles) {
    return state.bets.map((bet) => ({
      amount: state.amountByBetId[bet.id] ?? state.amount,
      maxAmount: state.maxBetAmount,
    }));
  }
  if (state.typeId === COUPON_TYPE.conditional) return selectBlocks(state);
  return [{ amount: state.amount, maxAmount: state.maxBetAmount }];
}

/**
 * 'BELOW_MIN' or 'ABOVE_MAX' when a stake breaks a limit that applies to the coupon's type (a system's
 * minimum is its option's: the minimum bet for each combination); null when the amounts are within limits.
 */
export function selectAmountError(state: CouponState): 'BELOW_MIN' | 'ABOVE_MAX' | null {
  const option = selectSystemOptions(state).find((item) => item.value === state.systemValue);
  const minBetAmount = state.typeId === COUPON_TYPE.system ? (option?.minBetAmount ?? null) : state.minBetAmount;
  const { typeId, config, isBonusAccount } = state;
  for (const { amount, maxAmount } of stakes(state)) {
    if (isBelowMinimum({ typeId, amount, minBetAmount, minAmountTypeIds: config.minAmountTypeIds })) return 'BELOW_MIN';
    const maximum = {
      typeId,
      amount,
      maxBetAmount: maxAmount,
      maxAmountTypeIds: config.maxAmountTypeIds,
      isBonusAccount,
    };
    if (isAboveMaximum(maximum)) return 'ABOVE_MAX';
  }
  return null;
}

export function selectLockedBetIds(state: CouponState): string[] {
  return state.bets.filter(isBetLocked).map((bet) => bet.id);
}

export function selectHasUnconfirmedCoefChanges(state: CouponState): boolean {
  return state.bets.some((bet) => bet.confirmedCoef !== undefined);
}

/** A typed promo code wins over one chosen from the list. */
export function selectPromoCode(state: CouponState): string | null {
  return state.manualPromoCode !== '' ? state.manualPromoCode : state.promoCode;
}

/** Whether a placement of the coupon's bets is under way (the spec's "active place bet" flag). */
export function selectIsPlacing(state: CouponState): boolean {
  return state.activePlaceBetIds.length > 0;
}

/**
 * The coupon can be placed when no placement of it is under way, it quotes, no bet is locked, no coef change
 * waits for the player, and the amounts are within limits — above the maximum only as a VIP bet.
 */
export function selectCanPlace(state: CouponState): boolean {
  const amountError = selectAmountError(state);
  return (
    !selectIsPlacing(state) &&
    selectQuote(state).ok &&
    selectLockedBetIds(state).length === 0 &&
    !selectHasUnconfirmedCoefChanges(state) &&
    (amountError === null || (amountError === 'ABOVE_MAX' && selectIsVipBet(state)))
  );
}

/** The coupon as it is sent to be placed (the server adds id, userId, refId). */
export interface CouponToPlace {
  readonly accountId: string | null;
  readonly typeId: CouponTypeId;
  readonly amount: string;
  readonly amountByBlockId: Readonly<Record<string, string>>;
  readonly amountByBetId: Readonly<Record<string, string>>;
  readonly bets: readonly (CouponBetInput & { readonly gameId: string })[];
  readonly coef: string;
  readonly systemValue: number | null;
  readonly changeCoefAction: CoefChangeAction;
  readonly exactCoef: boolean;
  readonly isDropOnScoreChange: boolean;
  readonly isVipBet: boolean;
  readonly promoCode: string | null;
}

export function selectCouponToPlace(state: CouponState): CouponToPlace | null {
  const outcome = selectQuote(state);
  if (!outcome.ok) return null;
  const gameIdByBetId = new Map(state.bets.map((bet) => [bet.id, bet.game.id]));
  return {
    accountId: state.accountId,
    typeId: state.typeId,
    amount: state.amount,
    amountByBlockId: state.typeId === COUPON_TYPE.conditional ? state.amountByBlockId : {},
    amountByBetId: state.typeId === COUPON_TYPE.manySingles ? state.amountByBetId : {},
    bets: selectQuoteInput(state).bets.map((bet) => ({ ...bet, gameId: gameIdByBetId.get(bet.id) ?? '' })),
    coef: outcome.quote.coef,
    systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : null,
    changeCoefAction: state.settings.changeCoefAction,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    isVipBet: selectIsVipBet(state),
    promoCode: selectPromoCode(state),
  };
}
