import { z } from 'zod/mini';

export const specialOfferAnswerSchema = z.enum(['accepted', 'declined']);

export const specialOfferSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  text: z.string(),
  /** The deposit bonus the offer gives when accepted. */
  bonus: z.object({
    title: z.string(),
    percent: z.string(),
    /** The most it gives in the player's currency; null when the offer does not serve that currency. */
    cap: z.nullable(z.string()),
    currencyIso: z.string(),
    wagerMultiplier: z.string(),
    validDays: z.int(),
  }),
  endsAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The player's answer; null while they have not given one. */
  answer: z.nullable(specialOfferAnswerSchema),
  answeredAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;

/** GET /web-api/special-offers?lng — the offers made to the player: open ones first, then those answered. */
export const specialOffersAnswerSchema = z.object({ offers: z.array(specialOfferSchema) });
export type SpecialOffersAnswer = z.infer<typeof specialOffersAnswerSchema>;

/** POST /web-api/special-offers/:offerId/answer — `{"answer": "accepted" | "declined"}`. */
export const specialOfferAnswerBodySchema = z.strictObject({ answer: specialOfferAnswerSchema });
export const specialOfferParamsSchema = z.object({
  offerId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** The offer as it now stands for the player. */
export const specialOfferAnsweredSchema = z.object({ offer: specialOfferSchema });
