import type { RemoteDefinition } from './types';

/** The dictionary ids behind a remote's texts: the common one, then its own. */
export function remoteDictionaryIds(definition: Pick<RemoteDefinition<unknown>, 'dictionaries'>): string[] {
  return ['common', ...definition.dictionaries];
}
