import { isApiError } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';

/** The dictionary key of a refusal the page names (`{namespace}.error.{code}`); `{namespace}.error.other` for any other. */
export function namedRefusalKey(error: unknown, namespace: string, named: ReadonlySet<string>): string {
  const code = isApiError(error) ? error.code : undefined;
  return `${namespace}.error.${code !== undefined && named.has(code) ? code : 'other'}`;
}

/** A refusal the page names in the player's language; any other failure in general words. */
export function namedRefusalText(error: unknown, t: Translate, namespace: string, named: ReadonlySet<string>): string {
  return t(namedRefusalKey(error, namespace, named));
}
