import { z } from 'zod';
import { languageCodeSchema } from './language';

/** A country a phone number can belong to. `tel_code` is the dialling code, digits without the plus. */
export const phoneCountrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: z.string().regex(/^[A-Z]{2}$/),
  tel_code: z.string().regex(/^\d{1,4}$/),
});
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

/**
 * How a national number is written in a country: `Mask` has one `#` per digit ("(###) ###-##-##"),
 * `Min` and `Max` bound the count of digits.
 */
export const phoneMaskSchema = z.object({
  CountryId: z.number().int().positive(),
  Mask: z.string().regex(/^[#\s()-]{1,30}$/),
  Min: z.number().int().min(1).max(15),
  Max: z.number().int().min(1).max(15),
});
export type PhoneMask = z.infer<typeof phoneMaskSchema>;

/** GET /web-api/phone/countries?lng= — names in the language asked for (English when it has none). */
export const phoneCountriesQuerySchema = z.object({ lng: languageCodeSchema.default('ru') });
export const phoneCountriesAnswerSchema = z.object({ countries: z.array(phoneCountrySchema) });

/** GET /web-api/phone/masks */
export const phoneMasksAnswerSchema = z.object({ masks: z.array(phoneMaskSchema) });
