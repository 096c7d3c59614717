import type { Translate } from './types';

/** `{{name}}`, also written `{{ name }}` or `{{- name}}` (the unescaped form; texts are never escaped here). */
const PLACEHOLDER = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

type Entries = Readonly<Record<string, string>>;

function textFor(entries: Entries, key: string): string | undefined {
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/**
 * A translation function over one flat dictionary with `{{name}}` interpolation; a missing key shows itself.
 * A numeric `count` picks the plural form of the language when the dictionary has one (`key_zero` for 0, then
 * `key_one`, `key_few`, `key_other`…), else the plain key.
 */
export function createTranslate(entries: Entries, lng = 'ru'): Translate {
  let plurals: Intl.PluralRules | undefined;
  const pluralText = (key: string, count: number) => {
    plurals ??= new Intl.PluralRules(lng);
    return (
      (count === 0 ? textFor(entries, `${key}_zero`) : undefined) ?? textFor(entries, `${key}_${plurals.select(count)}`)
    );
  };
  return (key, vars) => {
    const count = vars?.count;
    const text = (typeof count === 'number' ? pluralText(key, count) : undefined) ?? textFor(entries, key) ?? key;
    if (!vars) return text;
    // One pass: a value that itself holds `{{…}}` is inserted as it is, and a placeholder without a value stays.
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
    );
  };
}
