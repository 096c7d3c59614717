import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

export const dictionaryIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, 'a dictionary id is a short kebab-case name'));

/** At most this many dictionaries are asked for in one request. */
export const MAX_DICTIONARIES_AT_ONCE = 40;
const DICTIONARY_ID_PATTERN = '[a-z][a-z0-9-]{0,40}';

/**
 * GET /bff-api/dictionaries/{lang}?ids=…: one dictionary, or several joined by commas (`common,coupon`), merged in
 * that order (a later one's entry wins).
 */
export const dictionaryParamsSchema = z.object({ lang: languageCodeSchema });
export const dictionaryQuerySchema = z.object({
  ids: z
    .string()
    .check(
      z.regex(
        new RegExp(`^${DICTIONARY_ID_PATTERN}(,${DICTIONARY_ID_PATTERN}){0,${MAX_DICTIONARIES_AT_ONCE - 1}}$`),
        `dictionary ids are short kebab-case names joined by commas, at most ${MAX_DICTIONARIES_AT_ONCE}`,
      ),
    ),
});
export const dictionaryAnswerSchema = z.object({
  ids: z.array(dictionaryIdSchema),
  lang: languageCodeSchema,
  entries: z.record(z.string(), z.string()),
});
export type Dictionary = z.infer<typeof dictionaryAnswerSchema>;
