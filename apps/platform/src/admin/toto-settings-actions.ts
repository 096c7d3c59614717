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
 * Sets what the next toto draws are opened with: the variant price, the most variants a coupon plays, the pool's
 * currency, the operator's share and the fund's shares by correct outcomes (per mille, summing to 1000), and the
 * least time from a draw's opening to its first game. Draws already open keep theirs.
 */
export const totoSettingsSet = defineAction(
  z.object({
    variantPrice: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount such as 10 or 2.50')
      .refine((amount) => Number(amount) > 0, 'the price is above 0'),
    maxVariants: z.coerce
      .number()
      .int()
      .min(1)
      .max(3 ** TOTO_GAMES),
    currencyIso: z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'),
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
    const [currency] = await db.query<{ iso: string }>('select iso from currencies where iso = $1', [
      input.currencyIso,
    ]);
    if (!currency) {
      throw new HttpError(422, 'currency_not_found', `The site has no currency ${input.currencyIso}`);
    }
    return { settings: await writeTotoSettings(db, input) };
  },
);
