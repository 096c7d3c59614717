import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const DICTIONARIES_DIR = fileURLToPath(new URL('./data/', import.meta.url));
const entriesSchema = z.record(z.string(), z.string());

export type DictionaryEntries = z.infer<typeof entriesSchema>;

/**
 * Reads `data/<id>/<lang>.json`; null when there is no such file. The id and language are validated
 * by the caller (short lower-case names), so they cannot climb out of the data folder.
 */
export async function readDictionary(
  dictionaryId: string,
  lang: string,
  directory: string = DICTIONARIES_DIR,
): Promise<DictionaryEntries | null> {
  let text: string;
  try {
    text = await readFile(join(directory, dictionaryId, `${lang}.json`), 'utf8');
  } catch {
    return null;
  }
  return entriesSchema.parse(JSON.parse(text));
}

export async function listDictionaryIds(directory: string = DICTIONARIES_DIR): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The dictionaries with no text in a language: a page in it would lack them, so it cannot be offered. */
export async function dictionariesLacking(lang: string, directory: string = DICTIONARIES_DIR): Promise<string[]> {
  const ids = await listDictionaryIds(directory);
  const lacking = await Promise.all(ids.map(async (id) => ((await readDictionary(id, lang, directory)) ? null : id)));
  return lacking.filter((id): id is string => id !== null);
}

/** Dictionaries change only with a deploy, so each file is read once per process. */
export function cachedDictionaryReader(directory: string = DICTIONARIES_DIR) {
  const cache = new Map<string, Promise<DictionaryEntries | null>>();
  return (dictionaryId: string, lang: string): Promise<DictionaryEntries | null> => {
    const key = `${dictionaryId}/${lang}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = readDictionary(dictionaryId, lang, directory);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}
