import { ROUTES } from './catalogue';
import { compilePattern } from './compile-pattern';

export type LanguagePrefixResult =
  | {
      readonly kind: 'ok';
      readonly lng: string;
      /** The path after the prefix, without its leading slash. */ readonly rest: string;
    }
  | { readonly kind: 'redirect'; readonly location: string };

/** Segments a page path can start with; such a first segment is never mistaken for a language. */
const ROUTE_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTES.flatMap((route) => {
    const first = compilePattern(route.pattern, 'params' in route ? route.params : undefined)[0];
    if (first?.kind === 'static') return [first.value];
    if (first?.kind === 'param') return first.values ?? [];
    return [];
  }),
);

/**
 * The language a malformed first segment was meant to be, or null when the segment is no language attempt:
 * - a known language in another case (`EN`) or with a region (`en-US`, `en_gb`) → that language;
 * - any other segment of 1–3 letters (`e`, `xx`, `eng`), a region form of an unknown language (`xx-YY`),
 *   or a word of up to 16 letters that starts with a known language (`english`) → the default language.
 */
function intendedLanguage(segment: string, known: readonly string[], defaultLanguage: string): string | null {
  const lower = segment.toLowerCase();
  if (known.includes(lower)) return lower;
  const region = /^([a-z]{2,3})[-_][a-z0-9]{2,8}$/.exec(lower);
  if (region) return known.includes(region[1] ?? '') ? (region[1] ?? defaultLanguage) : defaultLanguage;
  if (/^[a-z]{1,3}$/.test(lower)) return defaultLanguage;
  if (/^[a-z]{4,16}$/.test(lower) && known.some((code) => lower.startsWith(code))) return defaultLanguage;
  return null;
}

/**
 * Reads the `/{lng}` prefix of a pathname (no query). A known two-letter language gives `ok`; a path
 * without a prefix (its first segment starts a page, or looks like no language) gets the default language
 * inserted; a malformed language segment is replaced (see `intendedLanguage`). The caller appends the
 * query to a redirect location.
 */
export function resolveLanguagePrefix(
  pathname: string,
  knownLanguages: readonly string[],
  defaultLanguage: string,
): LanguagePrefixResult {
  const path = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  const slash = path.indexOf('/');
  const first = slash === -1 ? path : path.slice(0, slash);
  const rest = slash === -1 ? '' : path.slice(slash + 1);
  if (knownLanguages.includes(first)) return { kind: 'ok', lng: first, rest };
  if (first === '') return { kind: 'redirect', location: `/${defaultLanguage}${rest === '' ? '' : `/${rest}`}` };
  const intended = ROUTE_FIRST_SEGMENTS.has(first) ? null : intendedLanguage(first, knownLanguages, defaultLanguage);
  if (intended === null) return { kind: 'redirect', location: `/${defaultLanguage}/${path}` };
  return { kind: 'redirect', location: `/${intended}${rest === '' ? '' : `/${rest}`}` };
}
