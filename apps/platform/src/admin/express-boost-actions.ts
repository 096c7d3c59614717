import { z } from 'zod';
import { HttpError } from '../http/http-error';
import {
  readExpressBoostTable,
  replaceExpressBoostTable,
  setExpressBoostLimits,
} from '../betting/express-boost/express-boost-repository';
import { defineAction } from './define-action';

const amount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 50 or 2.50')
  .refine((value) => Number(value) > 0, 'an amount above 0');
const percent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 5 or 12.5')
  .refine((value) => Number(value) > 0 && Number(value) <= 100, 'a percentage above 0, at most 100');
const minCoef = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a coef such as 1.30')
  .refine((value) => Number(value) >= 1.01, 'a coef of 1.01 or more');

/** The accumulator boost: the least coef a pick counts at, the tiers, and the limits of each currency. */
export const expressBoostShow = defineAction(z.object({}), async ({ db }) => readExpressBoostTable(db));

/**
 * Replaces the boost table (`docs/money.md`): from `minPicks` picks at `minCoef` or above, `percent` of an express's
 * winnings (the least coef stays as it is when not given). Tiers grow with the picks; an empty list switches the
 * boost off. Coupons already placed keep theirs.
 */
export const expressBoostSet = defineAction(
  z
    .object({
      minCoef: minCoef.optional(),
      tiers: z.array(z.object({ minPicks: z.coerce.number().int().min(2).max(50), percent })).max(20),
    })
    .refine((input) => input.tiers.every((tier, i) => i === 0 || tier.minPicks > (input.tiers[i - 1]?.minPicks ?? 0)), {
      message: 'each tier takes more picks than the one before',
      path: ['tiers'],
    })
    .refine(
      (input) => input.tiers.every((tier, i) => i === 0 || Number(tier.percent) > Number(input.tiers[i - 1]?.percent)),
      { message: 'each tier pays more than the one before', path: ['tiers'] },
    ),
  async ({ db }, input) => {
    await db.transaction((tx) => replaceExpressBoostTable(tx, input));
    return readExpressBoostTable(db);
  },
);

/** The least stake and the most boost in one currency; `off` stops offering the boost in it. */
export const expressBoostLimitsSet = defineAction(
  z.union([
    z.object({ currencyIso: z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'), off: z.literal(true) }),
    z
      .object({
        currencyIso: z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'),
        minStake: amount,
        maxBonus: amount,
      })
      .strict(),
  ]),
  async ({ db }, input) => {
    const [currency] = await db.query('select 1 from currencies where iso = $1', [input.currencyIso]);
    if (!currency) throw new HttpError(404, 'currency_not_found', `No currency ${input.currencyIso}`);
    await setExpressBoostLimits(db, input.currencyIso, 'off' in input ? null : input);
    return readExpressBoostTable(db);
  },
);
