import { isApiError } from '@betfront/api-client';
import { cashOutErrorCodeSchema } from '@betfront/contract/cash-out';
import type { FormMessage } from '@betfront/account-ui/forms';
import { z } from 'zod/mini';
import { formatMoney } from '../bet-format';

const valueDetailsSchema = z.object({ value: z.optional(z.nullable(z.string())) });

const GENERIC: FormMessage = { key: 'cashout.error.generic', vars: {} };

/** What a refused quote or sale tells the player; the value of the moment when it moved. */
export function saleErrorMessage(error: unknown, currencyIso: string): FormMessage {
  if (!isApiError(error)) return GENERIC;
  const code = cashOutErrorCodeSchema.safeParse(error.code);
  if (!code.success) return GENERIC;
  const value = error.details(valueDetailsSchema)?.value;
  return { key: `cashout.error.${code.data}`, vars: { amount: value ? formatMoney(value, currencyIso) : '' } };
}
