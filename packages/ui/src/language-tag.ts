/** Site prefixes that differ from their language's code (ISO 639-1), which `lang` and `hreflang` must carry. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = { kz: 'kk', ua: 'uk' };

/** The language tag of a site language prefix, for the `lang` and `hreflang` attributes. */
export function languageTag(prefix: string): string {
  return LANGUAGE_CODES[prefix] ?? prefix;
}
