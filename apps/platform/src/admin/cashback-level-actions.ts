import { z } from 'zod';
import { CASHBACK_PROGRAMMES } from '@betfront/contract/casino-events';
import { HttpError } from '../http/http-error';
import { defineAction } from './define-action';
import { adminAmount } from './admin-amount';

const rate = z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'a rate in percent such as 7 or 7.5');

/**
 * A cashback programme's levels in one currency (`docs/casino-events.md`): the loss thresholds from 0, each level's
 * rate, the smallest cashback paid and the most a period pays, all in that currency.
 */
export const cashbackLevelsSet = defineAction(
  z
    .object({
      programme: z.enum(CASHBACK_PROGRAMMES),
      currencyIso: z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'),
      levels: z
        .array(z.object({ fromLoss: adminAmount, rate: rate.refine((value) => Number(value) > 0, 'a rate above 0') }))
        .min(1)
        .max(10),
      minAmount: adminAmount.refine((value) => Number(value) > 0, 'a minimum above 0'),
      maxAmount: adminAmount,
    })
    .refine((input) => Number(input.levels[0]?.fromLoss) === 0, {
      message: 'the first level starts from a loss of 0',
      path: ['levels'],
    })
    .refine(
      (input) =>
        input.levels.every((level, i) => i === 0 || Number(level.fromLoss) > Number(input.levels[i - 1]?.fromLoss)),
      {
        message: 'each level starts above the one before',
        path: ['levels'],
      },
    )
    .refine((input) => Number(input.maxAmount) >= Number(input.minAmount), {
      message: 'the cap is at least the minimum',
      path: ['maxAmount'],
    }),
  async ({ db }, input) => {
    const [currency] = await db.query<{ id: number }>('select id from currencies where iso = $1', [input.currencyIso]);
    if (!currency) throw new HttpError(404, 'currency_not_found', `No currency ${input.currencyIso}`);
    const levels = input.levels.map((level, i) => ({ level: i + 1, ...level }));
    await db.query(
      `insert into casino_cashback_levels (programme_id, currency_id, levels, min_amount, max_amount)
       values ($1, $2, $3::jsonb, $4, $5)
       on conflict (programme_id, currency_id) do update
         set levels = excluded.levels, min_amount = excluded.min_amount, max_amount = excluded.max_amount`,
      [input.programme, currency.id, JSON.stringify(levels), input.minAmount, input.maxAmount],
    );
    return { programme: input.programme, currencyIso: input.currencyIso, levels };
  },
);

/** Every programme's levels, minimum and cap in each currency. */
export const cashbackLevelsList = defineAction(z.object({}), async ({ db }) => ({
  levels: await db.query(
    `select v.programme_id as programme, c.iso as "currencyIso", v.levels, v.min_amount::text as "minAmount",
       v.max_amount::text as "maxAmount"
     from casino_cashback_levels v join currencies c on c.id = v.currency_id order by v.programme_id, c.id`,
  ),
}));
