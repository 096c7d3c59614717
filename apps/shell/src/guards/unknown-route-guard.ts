import { NOT_FOUND } from './guard-context';
import type { GuardInput, GuardVerdict } from './guard-types';

/** A path no route matches answers 404. */
export function unknownRouteGuard({ match }: GuardInput): GuardVerdict {
  return match ? null : NOT_FOUND;
}
