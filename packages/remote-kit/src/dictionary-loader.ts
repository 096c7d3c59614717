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

/** Each dictionary's load, by language and id: the request that asked for it, with the others of that request. */
const wholeDictionaries = new Map<string, Promise<Record<string, string>>>();

/**
 * In the browser: the whole dictionaries behind a view's texts (the page itself carries only the entries the
 * server's render read). Each dictionary is asked once per page: a remote asks only for those no other remote has
 * asked for, in one request, and shares the others' loads. No key is in two dictionaries, so the merge's order
 * does not matter.
 */
export async function loadWholeDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const keyOf = (id: string) => `${lng}/${id}`;
  const missing = [...new Set(ids)].filter((id) => !wholeDictionaries.has(keyOf(id)));
  if (missing.length > 0) {
    const loading = loadDictionaries(fetcher, lng, missing);
    for (const id of missing) wholeDictionaries.set(keyOf(id), loading);
    loading.catch(() => {
      for (const id of missing) if (wholeDictionaries.get(keyOf(id)) === loading) wholeDictionaries.delete(keyOf(id));
    });
  }
  const loads = new Set(ids.flatMap((id) => wholeDictionaries.get(keyOf(id)) ?? []));
  return Object.assign({}, ...(await Promise.all(loads)));
}
