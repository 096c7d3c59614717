import { NOT_FOUND } from './guard-context';
import type { GuardInput, GuardVerdict } from './guard-types';

/** A configured URL fragment anywhere in the path answers 404. */
export function blockedFragmentGuard({ lng, path, config }: GuardInput): GuardVerdict {
  const fullPath = `/${lng}/${path.replace(/^\//, '')}`;
  return config.blockedUrlFragments.some((fragment) => fragment !== '' && fullPath.includes(fragment))
    ? NOT_FOUND
    : null;
}
