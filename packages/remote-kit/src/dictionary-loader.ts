import { dictionaryAnswerSchema } from '@betfront/contract';
import type { Fetcher } from './types';

/** Loads and merges the dictionaries a remote reads; later ids override earlier ones. */
export async function loadDictionaries(
  fetcher: Fetcher,
  lng: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const answers = await Promise.all(
    ids.map(async (id) => {
      const response = await fetcher(`/bff-api/dictionaries/${lng}/${id}`);
      if (!response.ok) throw new Error(`dictionary ${id}/${lng} answered ${response.status}`);
      return dictionaryAnswerSchema.parse(await response.json()).entries;
    }),
  );
  return Object.assign({}, ...answers) as Record<string, string>;
}
