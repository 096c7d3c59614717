import { formatMoney } from '@betfront/account-ui/wallet';
import type { Translate } from '@betfront/remote-kit';
import { formatClock } from '@betfront/ui';

/** An amount grouped in threes, with the player's currency when known (a visitor sees the bare amount). */
export const virtualMoney = (amount: string, currencyIso: string | null): string =>
  currencyIso === null ? formatMoney(amount, '').trimEnd() : formatMoney(amount, currencyIso);

/** Time left until `at` as m:ss; 0:00 once it has passed. */
export function countdown(at: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The wall-clock time of a round to the second. */
export const roundTime = (iso: string, lng: string): string => formatClock(iso, lng);

/** An outcome as the player reads it: a runner's name, or the dictionary's words for the market's outcome. */
export const outcomeText = (market: string, outcome: { id: string; label: string }, t: Translate): string =>
  outcome.label || t(`virtual.outcome.${market}.${outcome.id}`);
