import { isApiError } from '@betfront/api-client';
import { additionErrorCodeSchema } from '@betfront/contract/cash-out';
import type { FormMessage } from '@betfront/account-ui/forms';
import { z } from 'zod/mini';
import { formatMoney } from '../bet-format';

/** Placement's refusals an addition may meet, told in words of their own; any other is told as a failure. */
const PLACEMENT_ERRORS: ReadonlySet<string> = new Set([
  'odds_changed',
  'market_suspended',
  'game_finished',
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_balance',
  'sport_disallowed',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  'self_excluded',
]);

const isTold = (code: string) => additionErrorCodeSchema.safeParse(code).success || PLACEMENT_ERRORS.has(code);

const limitDetailsSchema = z.object({ minAmount: z.optional(z.string()), maxAmount: z.optional(z.string()) });

/** What a refused addition tells the player, with the limit it met. */
export function additionErrorMessage(error: unknown, currencyIso: string): FormMessage {
  if (!isApiError(error) || error.code === undefined || !isTold(error.code)) {
    return { key: 'cashout.add_error.generic', vars: {} };
  }
  const details = error.details(limitDetailsSchema);
  const limit = details?.minAmount ?? details?.maxAmount;
  return { key: `cashout.add_error.${error.code}`, vars: { amount: limit ? formatMoney(limit, currencyIso) : '' } };
}
