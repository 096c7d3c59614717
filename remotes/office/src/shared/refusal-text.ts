import { isApiError } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';

/** A refusal the page names (`{namespace}.error.{code}`) in the player's language; any other failure in general words. */
export function namedRefusalText(error: unknown, t: Translate, namespace: string, named: ReadonlySet<string>): string {
  const code = isApiError(error) ? error.code : undefined;
  return t(`${namespace}.error.${code !== undefined && named.has(code) ? code : 'other'}`);
}
