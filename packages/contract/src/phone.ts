import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** A country a phone number can belong to. `tel_code` is the dialling code, digits without the plus. */
export const phoneCountrySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  tel_code: z.string().check(z.regex(/^\d{1,4}$/)),
  /** The spec's second shape of the same country: the dialling code stored with its leading plus… */
  phoneCode: z.string().check(z.regex(/^\+\d{1,4}$/)),
  /** …and the ISO code in lower case. */
  code: z.string().check(z.regex(/^[a-z]{2}$/)),
});
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

/**
 * How a national number is written in a country: `Mask` has one `#` per digit ("(###) ###-##-##"),
 * `Min` and `Max` bound the count of digits.
 */
export const phoneMaskSchema = z.object({
  CountryId: z.int().check(z.positive()),
  Mask: z.string().check(z.regex(/^[#\s()-]{1,30}$/)),
  Min: z.int().check(z.gte(1), z.lte(15)),
  Max: z.int().check(z.gte(1), z.lte(15)),
});
export type PhoneMask = z.infer<typeof phoneMaskSchema>;

/** GET /web-api/phone/countries?lng= — names in the language asked for (English when it has none). */
export const phoneCountriesQuerySchema = z.object({ lng: z._default(languageCodeSchema, 'ru') });
export const phoneCountriesAnswerSchema = z.object({ countries: z.array(phoneCountrySchema) });

/** GET /web-api/phone/masks */
export const phoneMasksAnswerSchema = z.object({ masks: z.array(phoneMaskSchema) });
