import { isTermsVersionOutdated } from '../accounts/terms-gate';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { findCountryBlock } from '../settings/access-rules-repository';
import { passLimitGate } from '../limits/limit-gate';
import type { MoneyPurpose, PlayerStanding } from './money-gate-rules';
import { gateRefusal } from './money-gate-rules';

export interface MoneyGateRequest {
  userId: number;
  accountId: number;
  purpose: MoneyPurpose;
  /** The country the request comes from (trusted proxies only), null when unknown. */
  countryCode: string | null;
  /** The amount about to move, in the account's currency ("150.00"); the player's limits weigh it. */
  amount?: string;
}

interface StandingRow {
  banLevel: number;
  banVersion: number;
  isVerified: boolean;
  hasDeposit: boolean;
  termsAcceptedVersion: number;
  isAccountFrozen: boolean;
}

/**
 * Refuses, with a named 4xx, a movement of money the player may not make now: ban, identification, changed
 * terms, blocked country, frozen account, then the player's own responsible-gaming limits (exclusion, time-out,
 * spent session limit, deposit/wagering/loss limits weighed against the amount). Call inside the movement's
 * transaction: it share-locks the player, so an account action (conversion, closing) waits for the movement or
 * the movement waits for it.
 */
export async function passMoneyGate(tx: Queryable, request: MoneyGateRequest): Promise<void> {
  const rows = await tx.query<StandingRow>(
    `select u.ban_level as "banLevel", u.ban_version as "banVersion", u.is_verified as "isVerified",
       u.has_deposit as "hasDeposit", u.terms_accepted_version as "termsAcceptedVersion",
       a.is_frozen as "isAccountFrozen"
     from users u join accounts a on a.user_id = u.id
     where u.id = $1 and a.id = $2 for share of u`,
    [request.userId, request.accountId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'account_not_found', 'You have no such account');
  const [scalars, countryBlock] = await Promise.all([
    readStoredScalarSettings(tx).then(mergeScalarSettings),
    request.countryCode ? findCountryBlock(tx, request.countryCode) : null,
  ]);
  const standing: PlayerStanding = {
    banLevel: row.banLevel,
    banVersion: row.banVersion,
    isConfinedToIdentification: scalars.isIdentificationEnabled && !row.isVerified && !row.hasDeposit,
    mustConfirmTerms: isTermsVersionOutdated(scalars, row.termsAcceptedVersion),
    isCountryBlocked: countryBlock !== null,
    isAccountFrozen: row.isAccountFrozen,
  };
  const refusal = gateRefusal(standing, request.purpose);
  if (refusal) throw new HttpError(refusal.statusCode, refusal.code, refusal.message);
  await passLimitGate(tx, request);
}
