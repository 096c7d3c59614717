import type { z } from 'zod';
import type { SocialErrorCode, socialStartQuerySchema } from '@betfront/contract/registration';
import type { LoginResult } from '../auth/login-service';
import type { Database } from '../db/database';
import { hashPassword } from '../session/password';
import { openSession } from '../session/session-service';
import { isEmailTaken } from '../session/user-repository';
import { beginTwoStep } from '../two-factor/two-step-service';
import { recordReferral } from '../referrals/referral-repository';
import { recordPartnerAttribution } from '../partners/partner-attribution';
import type { PartnerAttribution } from '../partners/partner-attribution';
import { isRegistrationOpen } from './availability';
import type { ProviderProfile } from './oauth-client';
import { assertChoicesExist, registerPlayer } from './register-player';
import { hashSecret, randomToken } from './secrets';
import type { SocialState } from './social-repository';
import { findSocialUser, insertSocialIdentity, insertSocialState, takeSocialState } from './social-repository';

export const SOCIAL_STATE_LIFETIME_SECONDS = 10 * 60;

/** A social round trip that cannot finish; the visitor goes back to the social registration page with the code. */
export class SocialFailure extends Error {
  constructor(
    readonly code: SocialErrorCode,
    readonly lng: 'ru' | 'en',
  ) {
    super(`Social registration failed: ${code}`);
    this.name = 'SocialFailure';
  }
}

/** Records the visitor's choices under a fresh state; the state goes to the provider and into a cookie. */
export async function beginSocialRegistration(
  db: Database,
  query: z.output<typeof socialStartQuerySchema>,
): Promise<string> {
  if (!(await isRegistrationOpen(db))) throw new SocialFailure('closed', query.lng);
  await assertChoicesExist(db, query);
  const state = randomToken();
  const expiresAt = new Date(Date.now() + SOCIAL_STATE_LIFETIME_SECONDS * 1000);
  await insertSocialState(db, hashSecret('social', state), query, expiresAt);
  return state;
}

/** The choices recorded under the state, once; the state must also be the one in the browser's cookie. */
export async function takeSocialChoices(
  db: Database,
  state: string,
  cookieState: string | undefined,
): Promise<SocialState | null> {
  const choices = await takeSocialState(db, hashSecret('social', state));
  return choices && cookieState === state ? choices : null;
}

/**
 * Logs in the player of a known identity (through the second step when the account has one, as every sign-in
 * does), otherwise opens an account for it, tied to the friend whose referral code the browser brought.
 */
export async function finishSocialRegistration(
  db: Database,
  provider: string,
  profile: ProviderProfile,
  choices: SocialState & { referralCode: string | undefined; partner: PartnerAttribution | null },
  demoBalance: string | null,
): Promise<LoginResult> {
  const passwordHash = await hashPassword(randomToken());
  return db.transaction(async (tx): Promise<LoginResult> => {
    const knownUserId = await findSocialUser(tx, provider, profile.subject);
    if (knownUserId !== null) {
      const pendingId = await beginTwoStep(tx, knownUserId, `${provider}:${profile.subject}`);
      if (pendingId !== null) return { kind: 'two-step', pendingId };
      return { kind: 'session', userId: knownUserId, sessionId: await openSession(tx, knownUserId, true) };
    }
    if (!(await isRegistrationOpen(tx))) throw new SocialFailure('closed', choices.lng);
    // An e-mail another player already has stays with them; the new account opens without one.
    const email = profile.email && !(await isEmailTaken(tx, profile.email)) ? profile.email : null;
    const created = await registerPlayer(
      tx,
      {
        type: 'social',
        choices,
        passwordHash,
        email: email ? { address: email, verified: true } : null,
        name: profile.name,
        language: choices.lng,
      },
      demoBalance,
    );
    await insertSocialIdentity(tx, provider, profile.subject, created.userId);
    await recordReferral(tx, created.userId, choices.referralCode);
    await recordPartnerAttribution(tx, created.userId, choices.partner);
    return { kind: 'session', ...created };
  });
}
