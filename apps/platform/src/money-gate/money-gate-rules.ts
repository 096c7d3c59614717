/** What a player does with money; each passes the money gate with its own exceptions. */
/** `bonus`: a bonus the player claims (a promo code, a bonus game's play). */
export type MoneyPurpose = 'stake' | 'cash_out' | 'casino' | 'deposit' | 'withdrawal' | 'transfer' | 'bonus';

export interface PlayerStanding {
  banLevel: number;
  banVersion: number;
  /** The operator confines unverified players with no deposit to identification. */
  isConfinedToIdentification: boolean;
  mustConfirmTerms: boolean;
  isCountryBlocked: boolean;
  isAccountFrozen: boolean;
}

export interface GateRefusal {
  statusCode: number;
  code: 'player_banned' | 'identification_required' | 'terms_changed' | 'country_blocked' | 'account_frozen';
  message: string;
}

/** The spec lets a banned player withdraw at ban level 53 under ban version 1, or 45 under any other version. */
function mayWithdrawWhileBanned({ banLevel, banVersion }: PlayerStanding): boolean {
  return banVersion === 1 ? banLevel === 53 : banLevel === 45;
}

/**
 * Why the player may not move money for this purpose, or null when they may. A confined player may still
 * deposit (a deposit is one way out of the confinement).
 */
export function gateRefusal(standing: PlayerStanding, purpose: MoneyPurpose): GateRefusal | null {
  if (standing.banLevel > 0 && !(purpose === 'withdrawal' && mayWithdrawWhileBanned(standing))) {
    return { statusCode: 403, code: 'player_banned', message: 'The account is restricted: money cannot move' };
  }
  if (standing.isConfinedToIdentification && purpose !== 'deposit') {
    return { statusCode: 403, code: 'identification_required', message: 'Pass identification first' };
  }
  if (standing.mustConfirmTerms) {
    return { statusCode: 451, code: 'terms_changed', message: 'The terms changed: confirm them to continue' };
  }
  if (standing.isCountryBlocked) {
    return { statusCode: 403, code: 'country_blocked', message: 'The site does not take money from your country' };
  }
  if (standing.isAccountFrozen) {
    return { statusCode: 403, code: 'account_frozen', message: 'This account is frozen: money cannot move' };
  }
  return null;
}
