import { dictionaryAnswerSchema } from '@betfront/contract';
import type { Fetcher } from './types';

/** Loads and merges the dictionaries a remote reads, in one request; later ids override earlier ones. */
export async function loadDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const response = await fetcher(`/bff-api/dictionaries/${lng}?ids=${ids.join(',')}`);
  if (!response.ok) throw new Error(`dictionaries ${ids.join(',')}/${lng} answered ${response.status}`);
  return dictionaryAnswerSchema.parse(await response.json()).entries;
}

const wholeDictionaries = new Map<string, Promise<Record<string, string>>>();

/**
 * In the browser: the whole dictionaries behind a view's texts, each set asked once per page (the page itself
 * carries only the entries the server's render read).
 */
export function loadWholeDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const key = `${lng}/${ids.join(',')}`;
  const cached = wholeDictionaries.get(key);
  if (cached) return cached;
  const loading = loadDictionaries(fetcher, lng, ids);
  loading.catch(() => wholeDictionaries.delete(key));
  wholeDictionaries.set(key, loading);
  return loading;
}
