import { z } from 'zod/mini';

/** A URL language prefix: exactly two lower-case letters. */
export const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/, 'a language is two lower-case letters'));
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const languageSchema = z.object({
  code: languageCodeSchema,
  name: z.string().check(z.minLength(1)),
  /** Hidden languages are offered to logged-in players only. */
  hiddenForVisitors: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;
