import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

export const dictionaryIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, 'a dictionary id is a short kebab-case name'));

/** GET /bff-api/dictionaries/{lang}/{dictionaryId} */
export const dictionaryParamsSchema = z.object({ lang: languageCodeSchema, dictionaryId: dictionaryIdSchema });
export const dictionaryAnswerSchema = z.object({
  id: dictionaryIdSchema,
  lang: languageCodeSchema,
  entries: z.record(z.string(), z.string()),
});
export type Dictionary = z.infer<typeof dictionaryAnswerSchema>;
