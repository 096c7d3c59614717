import { dictionaryAnswerSchema } from '@betfront/contract';
import type { Fetcher } from './types';

async function loadDictionary(fetcher: Fetcher, lng: string, id: string): Promise<Record<string, string>> {
  const response = await fetcher(`/bff-api/dictionaries/${lng}/${id}`);
  if (!response.ok) throw new Error(`dictionary ${id}/${lng} answered ${response.status}`);
  return dictionaryAnswerSchema.parse(await response.json()).entries;
}

/** Loads and merges the dictionaries a remote reads; later ids override earlier ones. */
export async function loadDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const answers = await Promise.all(ids.map((id) => loadDictionary(fetcher, lng, id)));
  return Object.assign({}, ...answers) as Record<string, string>;
}

const wholeDictionaries = new Map<string, Promise<Record<string, string>>>();

/**
 * In the browser: the whole dictionaries behind the shell's texts, each id asked once per page (the page itself
 * carries only the entries the shell's first render read).
 */
export async function loadWholeDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const answers = await Promise.all(
    ids.map((id) => {
      const key = `${lng}/${id}`;
      const cached = wholeDictionaries.get(key);
      if (cached) return cached;
      const loading = loadDictionary(fetcher, lng, id);
      loading.catch(() => wholeDictionaries.delete(key));
      wholeDictionaries.set(key, loading);
      return loading;
    }),
  );
  return Object.assign({}, ...answers) as Record<string, string>;
}
