/** What the page does with the user id the session check answered. */
export type SessionCheckOutcome = 'keep' | 'ended' | 'changed';

export function sessionCheckOutcome(pageUserId: number | null, checkedUserId: number | null): SessionCheckOutcome {
  if (pageUserId === checkedUserId) return 'keep';
  // The page shows a player whose session is gone: the player is disconnected.
  if (checkedUserId === null) return 'ended';
  // Someone logged in (or another player did) in another tab: the page is rendered again for them.
  return 'changed';
}
