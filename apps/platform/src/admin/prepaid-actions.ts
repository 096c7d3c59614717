import { z } from 'zod';
import { adminAmount } from './admin-amount';
import { adminInteger } from './admin-integer';
import { HttpError } from '../http/http-error';
import { grantPrepaid } from '../betting/prepaid/prepaid-stakes';
import { defineAction } from './define-action';

/**
 * Grants a player a prepaid stake (free bet) in the currency of one of their accounts (their main account's when
 * not named): the player may stake it on a coupon, and its stake is not returned with the winnings.
 */
export const prepaidGrant = defineAction(
  z.object({
    userId: adminInteger(1, Number.MAX_SAFE_INTEGER),
    amount: adminAmount.refine((amount) => Number(amount) > 0, 'the amount must be above 0'),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a currency code such as RUB')
      .optional(),
    note: z.string().trim().max(500).optional(),
  }),
  async ({ db }, input) =>
    db.transaction(async (tx) => {
      const currencies = await tx.query<{ iso: string; type: number }>(
        `select c.iso, a.type from accounts a join currencies c on c.id = a.currency_id
         where a.user_id = $1 order by a.type, a.id`,
        [input.userId],
      );
      const [main] = currencies;
      if (!main) throw new HttpError(404, 'user_not_found', `There is no player ${input.userId} with an account`);
      const currencyIso = input.currency ?? main.iso;
      if (!currencies.some((account) => account.iso === currencyIso)) {
        throw new HttpError(400, 'currency_not_held', `The player holds no account in ${currencyIso}`);
      }
      return grantPrepaid(tx, {
        userId: input.userId,
        currencyIso,
        amount: input.amount,
        source: 'operator',
        ...(input.note === undefined ? {} : { note: input.note }),
      });
    }),
);
