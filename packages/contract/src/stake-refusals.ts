import { z } from 'zod/mini';

/** The money gate's refusals (`docs/money.md`), which every purchase of a ticket, a coupon or a bet may answer. */
export const MONEY_GATE_ERROR_CODES = [
  'player_banned',
  'identification_required',
  'terms_changed',
  'country_blocked',
  'account_frozen',
  'self_excluded',
  'timed_out',
  'session_limit_ended',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
] as const;

/** The refusal codes of a purchase: its own, then the money gate's. */
export function stakeRefusalSchema<const Own extends readonly [string, ...string[]]>(own: Own) {
  const codes = [...own, ...MONEY_GATE_ERROR_CODES] as const;
  return { codes, schema: z.enum(codes) };
}
