import { z } from 'zod';
import { readCashOutSettings, updateCashOutSettings } from '../cash-out/cash-out-settings';
import { defineAction } from './define-action';

const onOff = z.union([z.boolean(), z.enum(['on', 'off']).transform((word) => word === 'on')]);

/** The operator's cash-out controls as they stand. */
export const cashOutShow = defineAction(z.object({}), async ({ db }) => readCashOutSettings(db));

/**
 * Changes the cash-out controls given: on or off for the site, for live bets and for one sport; the cash-out
 * margin; the most one sale may pay ("none" lifts it); the types offered; how long a quote lasts.
 */
export const cashOutSet = defineAction(
  z
    .object({
      isEnabled: z.optional(onOff),
      isLiveEnabled: z.optional(onOff),
      sportId: z.optional(z.coerce.number().int().positive()),
      isSportEnabled: z.optional(onOff),
      margin: z.optional(z.string().regex(/^0(\.\d{1,4})?$/, 'a share from 0 to 0.9999, such as 0.05')),
      maxSaleValue: z.optional(
        z.union([
          z.literal('none').transform(() => null),
          z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 5000 or none'),
        ]),
      ),
      offeredTypeIds: z.optional(z.array(z.coerce.number().int().min(0).max(9))),
      quoteSeconds: z.optional(z.coerce.number().int().min(2).max(120)),
    })
    .refine((input) => (input.sportId === undefined) === (input.isSportEnabled === undefined), {
      message: 'a sport is switched with both its id and on or off',
    })
    .refine(
      (input) => input.maxSaleValue === undefined || input.maxSaleValue === null || Number(input.maxSaleValue) > 0,
      {
        message: 'the maximum sale value must be above 0',
      },
    ),
  async ({ db }, input) =>
    updateCashOutSettings(db, {
      isEnabled: input.isEnabled,
      isLiveEnabled: input.isLiveEnabled,
      margin: input.margin,
      maxSaleValue: input.maxSaleValue,
      offeredTypeIds: input.offeredTypeIds,
      quoteSeconds: input.quoteSeconds,
      ...(input.sportId === undefined || input.isSportEnabled === undefined
        ? {}
        : { sport: { id: input.sportId, isEnabled: input.isSportEnabled } }),
    }),
);
