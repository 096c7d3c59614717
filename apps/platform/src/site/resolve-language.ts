import type { LanguageRow } from '../settings/catalogue-repository';

/** Countries whose visitors read a language other than their own code. */
const COUNTRY_LANGUAGES: Record<string, string> = {
  BY: 'ru',
  KG: 'ru',
  AM: 'ru',
  GB: 'en',
  US: 'en',
  IE: 'en',
  AU: 'en',
  CA: 'en',
};

/**
 * The requested language when it is known; otherwise the visitor's country language when it is visible to
 * visitors; otherwise the site default.
 */
export function resolveLanguage(
  requested: string | undefined,
  countryCode: string | null,
  languages: readonly LanguageRow[],
  defaultLanguage: string,
): string {
  if (requested && languages.some((language) => language.code === requested)) return requested;
  if (countryCode) {
    const countryLanguage = COUNTRY_LANGUAGES[countryCode] ?? countryCode.toLowerCase();
    if (languages.some((language) => language.code === countryLanguage && !language.hiddenForVisitors)) {
      return countryLanguage;
    }
  }
  return defaultLanguage;
}
