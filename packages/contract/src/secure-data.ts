import { z } from 'zod/mini';
import { currentPasswordSchema, secondFactorCodeSchema } from './security';

/** How long a re-confirmation lets a player see and change the secure data (site §9): 1800 s. */
export const SECURE_GRANT_SECONDS = 1800;

/**
 * POST /web-api/user/secure-data/grant — the current password, or the two-step code (authenticator or backup
 * code) when the player has two-step authentication on.
 */
export const secureGrantBodySchema = z.union([
  z.strictObject({ password: currentPasswordSchema }),
  z.strictObject({ code: secondFactorCodeSchema }),
]);
export type SecureGrantBody = z.infer<typeof secureGrantBodySchema>;

/** Seconds left of the grant the answer's cookie carries. */
export const secureGrantAnswerSchema = z.object({ grant: z.int().check(z.positive()) });

const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The secure data: the identity document and the tax number. */
export const secureDataSchema = z.object({
  passport: z.nullable(z.string()),
  passport_date: z.nullable(isoDateSchema),
  passport_end_date: z.nullable(isoDateSchema),
  registration_address: z.nullable(z.string()),
  inn: z.nullable(z.string()),
});
export type SecureData = z.infer<typeof secureDataSchema>;

/** GET /web-api/user/secure-data — `ggru` is the secure data, `grant` the seconds its grant still lasts. */
export const secureDataAnswerSchema = z.object({ ggru: secureDataSchema, grant: z.int().check(z.positive()) });
export type SecureDataAnswer = z.infer<typeof secureDataAnswerSchema>;
