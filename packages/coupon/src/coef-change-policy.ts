import { parseDecimal } from './decimal';

/** The coefficient-change policy (settings.changeCoefAction). */
export const COEF_CHANGE_ACTION = { confirm: 0, acceptAny: 1, acceptIncrease: 2 } as const;

export type CoefChangeAction = (typeof COEF_CHANGE_ACTION)[keyof typeof COEF_CHANGE_ACTION];

export function isCoefChangeAction(value: unknown): value is CoefChangeAction {
  return value === 0 || value === 1 || value === 2;
}

/**
 * Whether a coef moving from the last one the player saw confirmed to a new one is taken silently
 * ('accept') or waits for the player ('confirm'). An unchanged coef is always accepted.
 */
export function coefChangeDecision(
  action: CoefChangeAction,
  confirmedCoef: string | number,
  newCoef: string | number,
): 'accept' | 'confirm' {
  const from = parseDecimal(confirmedCoef);
  const to = parseDecimal(newCoef);
  if (from === null || to === null) throw new RangeError(`Not a coef change: ${confirmedCoef} → ${newCoef}.`);
  if (to.equals(from) || action === COEF_CHANGE_ACTION.acceptAny) return 'accept';
  if (action === COEF_CHANGE_ACTION.acceptIncrease && to.greaterThan(from)) return 'accept';
  return 'confirm';
}
