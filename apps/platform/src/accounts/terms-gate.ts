import { TERMS_CHANGED_EXCEPTION_CODE } from '@betfront/contract/agreement';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { errorBody } from '../http/http-error';
import { mergeScalarSettings } from '../settings/scalar-settings';
import type { ScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import type { UserRecord } from '../session/user-repository';

export const TERMS_CHANGED_STATUS = 451;

/** Whether the operator asks players to confirm changed terms and the version the player accepted is older. */
export function isTermsVersionOutdated(scalars: ScalarSettings, acceptedVersion: number): boolean {
  return scalars.isTermsConfirmationEnabled && acceptedVersion < scalars.termsVersion;
}

/** Whether the operator asks players to confirm changed terms and this player has not confirmed the current ones. */
export async function mustConfirmTerms(db: Queryable, user: UserRecord): Promise<boolean> {
  return isTermsVersionOutdated(mergeScalarSettings(await readStoredScalarSettings(db)), user.termsAcceptedVersion);
}

/**
 * Answers 451 with exception_code 1 (in the error, where the API client reads it, and beside it) and returns true
 * when the player must confirm changed terms before a state-changing account call; nothing is written then.
 */
export async function refuseWhileTermsChanged(db: Queryable, user: UserRecord, reply: FastifyReply): Promise<boolean> {
  if (!(await mustConfirmTerms(db, user))) return false;
  const body = errorBody('terms_changed', 'The terms changed: confirm them to continue');
  await reply.status(TERMS_CHANGED_STATUS).send({
    error: { ...body.error, exception_code: TERMS_CHANGED_EXCEPTION_CODE },
    exception_code: TERMS_CHANGED_EXCEPTION_CODE,
  });
  return true;
}
