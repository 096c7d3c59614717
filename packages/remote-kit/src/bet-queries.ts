import type { QueryClient } from '@tanstack/react-query';

/** The keys every read of the player's coupons (opened, one coupon) starts with. */
export const PLAYER_BETS_KEY = ['bets'] as const;
/** The keys every read of the player's accounts and balances starts with. */
export const ACCOUNTS_KEY = ['accounts'] as const;
/** The keys every read of the player's history (coupons, account movements) starts with. */
export const HISTORY_KEY = ['history'] as const;

/** A placed bet changes the opened bets, the balance and the history: every read of them is read again. */
export function invalidateAfterBet(queries: QueryClient): Promise<void> {
  return Promise.all(
    [PLAYER_BETS_KEY, ACCOUNTS_KEY, HISTORY_KEY].map((queryKey) => queries.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
