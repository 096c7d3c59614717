/** The parts of a coupon bet the spec's bet conditions read. */
export interface BetConditionSubject {
  readonly market: { readonly isLive?: boolean };
  readonly game: {
    readonly isFinished?: boolean;
    readonly isLive?: boolean;
    readonly statusId?: number;
    /** Seconds played; set once the game clock runs. */
    readonly gameTime?: number;
  };
  readonly isBlocked?: boolean;
  readonly isDepend?: boolean;
  readonly isBannedExpress?: boolean;
}

/** Live: not finished and has game time, or the game is live, or game status 2 or 3, or the market is live. */
export function isBetLive({ market, game }: BetConditionSubject): boolean {
  return (
    (game.isFinished !== true && game.gameTime !== undefined) ||
    game.isLive === true ||
    game.statusId === 2 ||
    game.statusId === 3 ||
    market.isLive === true
  );
}

/** Finished: the finished flag is set or the game status is 4. */
export function isBetFinished({ game }: BetConditionSubject): boolean {
  return game.isFinished === true || game.statusId === 4;
}

export type BetLockReason = 'blocked' | 'dependent' | 'bannedExpress';

/** Why a bet is locked (a bet not offered is blocked whatever else holds); null when it is not locked. */
export function betLockReason(bet: BetConditionSubject): BetLockReason | null {
  if (bet.isBlocked === true) return 'blocked';
  if (bet.isDepend === true) return 'dependent';
  if (bet.isBannedExpress === true) return 'bannedExpress';
  return null;
}

/** Locked: blocked, dependent or banned from express. */
export function isBetLocked(bet: BetConditionSubject): boolean {
  return betLockReason(bet) !== null;
}
