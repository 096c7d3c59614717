import { cachedDictionaryReader } from '../dictionaries/dictionary-store';
import type { DictionaryEntries } from '../dictionaries/dictionary-store';
import type { LimitDefinition } from './limit-catalogue';

const readDictionary = cachedDictionaryReader();
const UNITS = { hours: 'hour', minutes: 'minute', days: 'day' } as const;

export type LimitLanguage = 'ru' | 'en';

/** The language of a limit call: its X-Language header when it is English, else Russian (the site's default). */
export function limitLanguage(header: string | string[] | undefined): LimitLanguage {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

export interface LimitTexts {
  language: LimitLanguage;
  text(key: string): string;
}

export async function limitTexts(language: LimitLanguage): Promise<LimitTexts> {
  const entries: DictionaryEntries | null = await readDictionary('responsible', language);
  if (!entries) throw new Error(`The responsible dictionary has no ${language} file`);
  return {
    language,
    text: (key) => {
      const text = entries[key];
      if (text === undefined) throw new Error(`The responsible dictionary has no ${key}`);
      return text;
    },
  };
}

/** "7 days", "7 дней", "No limit"… for each value the type offers. */
export function optionsMap(definition: LimitDefinition, texts: LimitTexts): Record<string, string> {
  const options: Record<string, string> = {};
  if (definition.measure !== 'money') {
    const format = new Intl.NumberFormat(texts.language, {
      style: 'unit',
      unit: UNITS[definition.measure],
      unitDisplay: 'long',
    });
    for (const value of definition.availableValues ?? []) options[String(value)] = format.format(value);
  }
  if (definition.noLimitValue !== undefined)
    options[String(definition.noLimitValue)] = texts.text('responsible.no_limit');
  return options;
}
