import { BETS_COUNT_RANGE, COUPON_TYPE, COUPON_TYPE_IDS, type CouponTypeId } from '../coupon-types';
import { dependentBetIds } from '../rules/dependent-bets';
import type { CouponBet } from './coupon-bet';
import type { CouponState } from './coupon-state';

export function nonBankersCount(bets: readonly CouponBet[]): number {
  return bets.filter((bet) => !bet.isBanker).length;
}

function blocksCount(bets: readonly CouponBet[]): number {
  return new Set(bets.map((bet) => bet.blockId)).size;
}

/** Whether a coupon of this type can hold these bets (the same limits `quote` checks). */
export function typeFitsBets(typeId: CouponTypeId, bets: readonly CouponBet[]): boolean {
  const { min, max } = BETS_COUNT_RANGE[typeId];
  if (bets.length < min || bets.length > max) return false;
  if (typeId === COUPON_TYPE.system) return nonBankersCount(bets) >= 3;
  if (typeId === COUPON_TYPE.conditional) return blocksCount(bets) >= 2;
  return true;
}

export function availableTypes(bets: readonly CouponBet[]): CouponTypeId[] {
  return COUPON_TYPE_IDS.filter((typeId) => typeFitsBets(typeId, bets));
}

/** A system's value stays within 2 … (non-bankers − 1). */
function fitSystemValue(typeId: CouponTypeId, systemValue: number, bets: readonly CouponBet[]): number {
  if (typeId !== COUPON_TYPE.system) return systemValue;
  return Math.min(Math.max(systemValue, 2), nonBankersCount(bets) - 1);
}

/** Each bet's `isDepend`: it shares its game with another bet that the type combines it with. */
function withDependence(typeId: CouponTypeId, bets: readonly CouponBet[]): CouponBet[] {
  const dependent = dependentBetIds(
    typeId,
    bets.map((bet) => ({ id: bet.id, gameId: bet.game.id })),
  );
  return bets.map((bet) =>
    bet.isDepend === dependent.has(bet.id) ? bet : { ...bet, isDepend: dependent.has(bet.id) },
  );
}

function pick<T>(record: Readonly<Record<string, T>>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}

/**
 * Sets the bets and everything that depends on them: a type that no longer fits falls back to single (one
 * bet) or express, bets of one game combined by the type are marked dependent, the system value is kept in
 * range, and per-bet and per-block data of gone bets is dropped.
 */
export function withBets(state: CouponState, bets: readonly CouponBet[]): CouponState {
  const typeId = typeFitsBets(state.typeId, bets)
    ? state.typeId
    : bets.length <= 1
      ? COUPON_TYPE.single
      : COUPON_TYPE.express;
  const betIds = new Set(bets.map((bet) => bet.id));
  const blockIds = new Set(bets.map((bet) => String(bet.blockId)));
  return {
    ...state,
    bets: withDependence(typeId, bets),
    typeId,
    systemValue: fitSystemValue(typeId, state.systemValue, bets),
    addedAtByBetId: pick(state.addedAtByBetId, betIds),
    amountByBetId: pick(state.amountByBetId, betIds),
    amountByBlockId: pick(state.amountByBlockId, blockIds),
    isBonusBetManuallyDeleted: bets.length === 0 ? false : state.isBonusBetManuallyDeleted,
  };
}
