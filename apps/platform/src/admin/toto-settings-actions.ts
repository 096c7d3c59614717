import { z } from 'zod';
import { readTotoSettings, writeTotoSettings } from '../toto/toto-settings';
import { TOTO_GAMES } from '../toto/toto-rules';
import { HttpError } from '../http/http-error';
import { defineAction } from './define-action';

/** What a new toto draw is opened with and how long before its first game it opens at the soonest. */
export const totoSettingsShow = defineAction(z.object({}), async ({ db }) => ({
  settings: await readTotoSettings(db),
}));

/**
 * Sets what the next toto draws are opened with: the variant price in each currency (a pool for each), the most
 * variants a coupon plays, the operator's share and the fund's shares by correct outcomes (per mille, summing to 1000), and the
 * least time from a draw's opening to its first game. Draws already open keep theirs.
 */
export const totoSettingsSet = defineAction(
  z.object({
    variantPrices: z
      .record(
        z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'),
        z
          .string()
          .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount such as 10 or 2.50')
          .refine((amount) => Number(amount) > 0, 'the price is above 0')
          .transform((amount) => Number(amount).toFixed(2)),
      )
      .refine((prices) => Object.keys(prices).length > 0, 'a price in one currency at least'),
    maxVariants: z.coerce
      .number()
      .int()
      .min(1)
      .max(3 ** TOTO_GAMES),
    operatorPermille: z.coerce.number().int().min(0).max(999),
    categoryShares: z
      .record(z.string().regex(/^\d{1,2}$/), z.number().int().positive())
      .refine((shares) => Object.keys(shares).every((hits) => Number(hits) >= 1 && Number(hits) <= TOTO_GAMES), {
        message: `shares are given for 1 to ${TOTO_GAMES} correct outcomes`,
      })
      .refine((shares) => Object.values(shares).reduce((sum, share) => sum + share, 0) === 1000, {
        message: 'the shares sum to 1000',
      }),
    leadMinutes: z.coerce.number().int().min(0).max(1440),
  }),
  async ({ db }, input) => {
    const currencies = Object.keys(input.variantPrices);
    const known = await db.query<{ iso: string }>('select iso from currencies where iso = any($1::text[])', [
      currencies,
    ]);
    const missing = currencies.filter((iso) => !known.some((currency) => currency.iso === iso));
    if (missing.length > 0) {
      throw new HttpError(422, 'currency_not_found', `The site has no currency ${missing.join(', ')}`);
    }
    return { settings: await writeTotoSettings(db, input) };
  },
);
