import { z } from 'zod';

/** A URL language prefix: exactly two lower-case letters. */
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'a language is two lower-case letters');
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const languageSchema = z.object({
  code: languageCodeSchema,
  name: z.string().min(1),
  /** Hidden languages are offered to logged-in players only. */
  hiddenForVisitors: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;
