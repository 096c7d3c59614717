import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { defineAction } from './define-action';
import { adminAmount } from './admin-amount';

const amountsByCurrency = z
  .record(z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'), adminAmount)
  .refine((amounts) => Object.keys(amounts).length > 0, 'give an amount in at least one currency');
const multiplier = z.coerce.number().min(1).max(100);
const text = (max: number) => z.string().trim().min(1).max(max);

/** A new bonus offer, unpublished until `bonusOfferPublish`; its texts in Russian and English. */
export const bonusOfferCreate = defineAction(
  z.object({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and dashes'),
    kind: z.enum(['welcome_sport', 'welcome_casino', 'deposit']),
    titleRu: text(120),
    titleEn: text(120),
    rulesRu: text(4000),
    rulesEn: text(4000),
    percent: z.coerce.number().gt(0).max(500),
    caps: amountsByCurrency,
    wagerMultiplier: multiplier,
    minCoef: z.coerce.number().min(1).max(1000),
    excludedTypeIds: z.array(z.coerce.number().int().min(0).max(9)).default([]),
    validDays: z.coerce.number().int().min(1).max(365),
  }),
  async ({ db }, input) => {
    const rows = await db.query<{ id: number }>(
      `insert into bonus_offers (code, kind, title_ru, title_en, rules_ru, rules_en, percent, caps, wager_multiplier,
         min_coef, excluded_type_ids, valid_days)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (code) do nothing returning id`,
      [
        input.code,
        input.kind,
        input.titleRu,
        input.titleEn,
        input.rulesRu,
        input.rulesEn,
        input.percent,
        JSON.stringify(input.caps),
        input.wagerMultiplier,
        input.minCoef,
        input.excludedTypeIds,
        input.validDays,
      ],
    );
    if (!rows[0]) throw new HttpError(409, 'bonus_offer_exists', `An offer "${input.code}" exists already`);
    return { id: rows[0].id, code: input.code, isPublished: false };
  },
);

/**
 * Publishes or withdraws an offer. Publishing a welcome offer withdraws the one of its kind published before:
 * the registration's choice names one welcome offer per kind.
 */
export const bonusOfferPublish = defineAction(
  z.object({ code: z.string().min(2).max(40), isPublished: z.boolean() }),
  async ({ db }, input) =>
    db.transaction(async (tx) => {
      const [offer] = await tx.query<{ id: number; kind: string }>(
        'select id, kind from bonus_offers where code = $1 for update',
        [input.code],
      );
      if (!offer) throw new HttpError(404, 'bonus_offer_not_found', `There is no offer "${input.code}"`);
      if (input.isPublished && offer.kind !== 'deposit') {
        await tx.query('update bonus_offers set is_published = false where kind = $1 and id <> $2', [
          offer.kind,
          offer.id,
        ]);
      }
      await tx.query('update bonus_offers set is_published = $2 where id = $1', [offer.id, input.isPublished]);
      return { code: input.code, isPublished: input.isPublished };
    }),
);

export const bonusOfferList = defineAction(z.object({}), async ({ db }) => ({
  offers: await db.query(
    `select id, code, kind, title_en as "titleEn", percent::text as percent, caps,
       wager_multiplier::text as "wagerMultiplier", min_coef::text as "minCoef", valid_days as "validDays",
       is_published as "isPublished" from bonus_offers order by id`,
  ),
}));

/**
 * A promo code: `credit` puts bonus money on the bonus account, `free_bet` grants a free bet (a prepaid stake),
 * `offer` takes a deposit offer for the player.
 */
export const bonusPromoCreate = defineAction(
  z
    .object({
      code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{4,32}$/, 'letters and digits, 4 to 32'),
      kind: z.enum(['credit', 'offer', 'free_bet']),
      titleRu: text(120),
      titleEn: text(120),
      amounts: amountsByCurrency.optional(),
      wagerMultiplier: multiplier.optional(),
      offerCode: z.string().min(2).max(40).optional(),
      days: z.coerce.number().int().min(1).max(3650),
    })
    .refine((input) => input.kind !== 'credit' || (input.amounts && input.wagerMultiplier), {
      message: 'a credit code needs its amounts and wager multiplier',
    })
    .refine((input) => input.kind !== 'free_bet' || input.amounts, { message: 'a free bet code needs its amounts' })
    .refine((input) => input.kind !== 'offer' || input.offerCode, { message: 'an offer code names its offer' }),
  async ({ db }, input) => {
    const [offer] = input.offerCode
      ? await db.query<{ id: number }>(`select id from bonus_offers where code = $1 and kind = 'deposit'`, [
          input.offerCode,
        ])
      : [];
    if (input.offerCode && !offer) throw new HttpError(404, 'bonus_offer_not_found', 'There is no such deposit offer');
    const rows = await db.query<{ expiresAt: Date }>(
      `insert into bonus_promo_codes (code, kind, title_ru, title_en, amounts, wager_multiplier, offer_id, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8))
       on conflict (code) do nothing returning expires_at as "expiresAt"`,
      [
        input.code,
        input.kind,
        input.titleRu,
        input.titleEn,
        input.kind === 'offer' ? null : JSON.stringify(input.amounts),
        input.kind === 'credit' ? input.wagerMultiplier : null,
        input.kind === 'offer' ? offer?.id : null,
        input.days,
      ],
    );
    if (!rows[0]) throw new HttpError(409, 'promo_code_exists', `The promo code ${input.code} exists already`);
    return { code: input.code, expiresAt: rows[0].expiresAt };
  },
);
