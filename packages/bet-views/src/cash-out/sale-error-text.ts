import { isApiError } from '@betfront/api-client';
import { cashOutErrorCodeSchema } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { z } from 'zod/mini';
import { formatMoney } from '../bet-format';

const valueDetailsSchema = z.object({ value: z.optional(z.nullable(z.string())) });

/** What a refused quote or sale tells the player, in their language; the value of the moment when it moved. */
export function saleErrorText(error: unknown, t: Translate, currencyIso: string): string {
  if (!isApiError(error)) return t('cashout.error.generic');
  const code = cashOutErrorCodeSchema.safeParse(error.code);
  if (!code.success) return t('cashout.error.generic');
  const value = error.details(valueDetailsSchema)?.value;
  return t(`cashout.error.${code.data}`, { amount: value ? formatMoney(value, currencyIso) : '' });
}
