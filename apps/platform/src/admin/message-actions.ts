import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { insertMessages } from '../messages/messages-repository';
import { adminInteger } from './admin-integer';
import { defineAction } from './define-action';

const audienceSchema = z.object({
  userId: adminInteger(1, 2_147_483_647).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'a two-letter language code')
    .optional(),
  /** Says "every player" out loud, so a send without any trait is never an accident. */
  all: z.boolean().default(false),
});

/**
 * A message into the office inbox of one player, or of every player matching the given traits (country, currency
 * of the main account, language), or of all players. The same send id sent again writes nothing new.
 */
export const messageSend = defineAction(
  audienceSchema.extend({
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5000),
    sendId: z.string().trim().min(1).max(80).optional(),
  }),
  async ({ db }, input) => {
    const hasTrait = [input.userId, input.country, input.currency, input.language].some((trait) => trait !== undefined);
    if (hasTrait === input.all) {
      throw new HttpError(
        400,
        'audience_unclear',
        'Name a player or segment (userId, country, currency, language), or all',
      );
    }
    if (input.userId !== undefined) {
      const found = await db.query('select 1 from users where id = $1', [input.userId]);
      if (found.length === 0) throw new HttpError(404, 'user_not_found', `There is no player ${input.userId}`);
    }
    const sendId = `operator:${input.sendId ?? randomUUID()}`;
    const delivered = await insertMessages(
      db,
      {
        ...(input.userId === undefined ? {} : { userId: input.userId }),
        ...(input.country === undefined ? {} : { countryCode: input.country }),
        ...(input.currency === undefined ? {} : { currencyIso: input.currency }),
        ...(input.language === undefined ? {} : { language: input.language }),
      },
      { source: 'operator', sendId, subject: input.subject, body: input.body },
    );
    return { sendId, delivered };
  },
);
