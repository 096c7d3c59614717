import { parseQueryFlags } from '../routes/query-flags';
import { homePath, isLoggedIn, redirectTo } from './guard-context';
import type { GuardInput, GuardVerdict } from './guard-types';

const TOTO_FRAME_SEGMENT = 'toto';

/** A visitor arriving with `platform_type` on a path no route matches goes home, unless inside the toto frame. */
export function platformTypeGuard(input: GuardInput): GuardVerdict {
  if (input.match || isLoggedIn(input) || parseQueryFlags(input.query).platformType === null) return null;
  const inTotoFrame = input.path.replace(/^\//, '').split('/')[0] === TOTO_FRAME_SEGMENT;
  return inTotoFrame ? null : redirectTo(homePath(input.lng));
}
