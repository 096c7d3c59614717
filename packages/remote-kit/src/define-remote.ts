import type { RemoteDefinition } from './types';

/** Declares a remote application; the identity function gives the definition its inferred data type. */
export function defineRemote<TData>(definition: RemoteDefinition<TData>): RemoteDefinition<TData> {
  return definition;
}
