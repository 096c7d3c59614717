import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { adminInteger } from './admin-integer';
import { defineAction } from './define-action';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A special offer made to the players named (`userIds`) or to every player (`all`), carrying a deposit bonus offer
 * (`bonusOfferCode`, published or not) that a player who accepts takes for their next deposit.
 */
export const specialOfferCreate = defineAction(
  z.object({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and dashes'),
    titleRu: text(120),
    titleEn: text(120),
    textRu: text(4000),
    textEn: text(4000),
    bonusOfferCode: z.string().regex(/^[a-z0-9-]{2,40}$/, 'the code of a deposit bonus offer'),
    userIds: z.array(adminInteger(1, 2_147_483_647)).max(10_000).default([]),
    /** Says "every player" out loud, so an offer without players is never made to all by accident. */
    all: z.boolean().default(false),
    endsAt: z.string().datetime({ offset: true }).nullable().default(null),
  }),
  async ({ db }, input) => {
    if (input.userIds.length > 0 === input.all) {
      throw new HttpError(400, 'audience_unclear', 'Name the players (userIds) or make the offer to all');
    }
    if (input.endsAt !== null && Date.parse(input.endsAt) <= Date.now()) {
      throw new HttpError(400, 'invalid_request', 'The offer must end in the future');
    }
    return db.transaction(async (tx) => {
      const [bonusOffer] = await tx.query<{ id: number }>(
        `select id from bonus_offers where code = $1 and kind = 'deposit'`,
        [input.bonusOfferCode],
      );
      if (!bonusOffer) {
        throw new HttpError(404, 'bonus_offer_not_found', `There is no deposit offer "${input.bonusOfferCode}"`);
      }
      const userIds = [...new Set(input.userIds)];
      const known = await tx.query<{ id: number }>('select id from users where id = any($1::int[])', [userIds]);
      const missing = userIds.filter((id) => !known.some((row) => row.id === id));
      if (missing.length > 0) throw new HttpError(404, 'user_not_found', `There is no player ${missing.join(', ')}`);
      const [offer] = await tx.query<{ id: number }>(
        `insert into special_offers (code, title_ru, title_en, text_ru, text_en, bonus_offer_id, for_everyone, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (code) do nothing returning id`,
        [input.code, input.titleRu, input.titleEn, input.textRu, input.textEn, bonusOffer.id, input.all, input.endsAt],
      );
      if (!offer) throw new HttpError(409, 'special_offer_exists', `An offer "${input.code}" exists already`);
      await tx.query('insert into special_offer_targets (offer_id, user_id) select $1, unnest($2::int[])', [
        offer.id,
        userIds,
      ]);
      return { id: offer.id, code: input.code, players: input.all ? 'all' : userIds.length };
    });
  },
);
