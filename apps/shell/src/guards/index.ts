export type { GuardCookie, GuardDecision, GuardEffects, GuardInput, GuardOutcome, GuardRule } from './guard-types';
export { PAYMENT_CONSULTANT_COOKIE } from './query-effects';
export { runGuards } from './run-guards';
