import { cachedDictionaryReader } from './dictionary-store';

const readDictionary = cachedDictionaryReader();

/** A text of a dictionary with its `{{name}}` places filled, for what the platform itself writes (letters). */
export async function dictionaryText(
  dictionaryId: string,
  language: string,
  key: string,
  vars: Readonly<Record<string, string>> = {},
): Promise<string> {
  const text = (await readDictionary(dictionaryId, language))?.[key];
  if (text === undefined) throw new Error(`The ${dictionaryId} dictionary has no ${language} ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => vars[name] ?? placeholder);
}
