import type { LimitDefinition } from './limit-catalogue';
import { isExclusion } from './limit-catalogue';
import type { LimitRow } from './limit-repository';

/** The cooling-off window: a loosening waits this long before the player may confirm it, then as long again. */
export const APPROVAL_WINDOW_SECONDS = 86400;
const DAY_SECONDS = 86400;

/**
 * What a requested value does to a limit type: `apply` (stricter, or first set: at once), `pending` (looser: it
 * waits for the cooling-off and the player's confirmation), `unchanged`, or `refuse` (an active exclusion
 * cannot be cancelled or shortened).
 */
export type ChangeDecision =
  { action: 'apply'; endsAt: number | null } | { action: 'pending' } | { action: 'unchanged' } | { action: 'refuse' };

/** The end an exclusion chosen now would have; null for the other kinds. */
function exclusionEnd(definition: LimitDefinition, value: number, now: number): number | null {
  if (definition.kind === 'timeOut' || definition.kind === 'selfExclusion') return now + value * DAY_SECONDS;
  return null;
}

export function decideChange(
  definition: LimitDefinition,
  active: LimitRow | undefined,
  value: number,
  now: number,
): ChangeDecision {
  if (isExclusion(definition)) {
    const endsAt = exclusionEnd(definition, value, now);
    if (!active) return { action: 'apply', endsAt };
    if (active.endsAt === null || (endsAt !== null && endsAt <= active.endsAt)) return { action: 'refuse' };
    return { action: 'apply', endsAt };
  }
  const isRemoval = value === definition.noLimitValue;
  if (!active) return isRemoval ? { action: 'unchanged' } : { action: 'apply', endsAt: null };
  if (isRemoval) return { action: 'pending' };
  const current = Number(active.value);
  if (value === current) return { action: 'unchanged' };
  return value < current ? { action: 'apply', endsAt: null } : { action: 'pending' };
}

/** A loosening requested now: confirmable from `startedAt`, expired at `endsAt` unless confirmed. */
export function pendingWindow(now: number): { startedAt: number; endsAt: number } {
  const startedAt = now + APPROVAL_WINDOW_SECONDS;
  return { startedAt, endsAt: startedAt + APPROVAL_WINDOW_SECONDS };
}
