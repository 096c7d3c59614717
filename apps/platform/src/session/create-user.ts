import { DEFAULT_CURRENCY_ID, openPlayerAccounts } from '../accounts/open-player-accounts';
import type { Database, Queryable } from '../db/database';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { hashPassword } from './password';
import { openSession } from './session-service';
import type { RegistrationProfile } from './user-repository';
import { insertUser, isLoginTaken } from './user-repository';

export interface CreateUserInput {
  login: string;
  password: string;
  email?: string | null;
  phone?: string | null;
  banLevel?: number;
  banVersion?: number;
  isVerified?: boolean;
  hasDeposit?: boolean;
  /** Defaults to the current terms version, so terms_changed is false. */
  termsAcceptedVersion?: number;
  /** The main account's currency; RUB by default. */
  currencyId?: number;
  /** The main account's opening balance, a decimal string; '0' by default. */
  openingBalance?: string;
  /** What the player chose and proved while registering; absent for players made by the admin. */
  registration?: RegistrationProfile;
}

export class LoginTakenError extends Error {
  constructor(login: string) {
    super(`The login ${login} is already taken`);
    this.name = 'LoginTakenError';
  }
}

/** Creates a player and a logged-in session; returns the id and the `bf_session` cookie value. */
export async function createUserWithSession(
  db: Database,
  input: CreateUserInput,
): Promise<{ userId: number; sessionId: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => insertUserWithSession(tx, { ...input, passwordHash }));
}

/**
 * The same inside a transaction the caller holds, with the password already hashed — for registrations that
 * consume a code or a pending record in the same transaction.
 */
export async function insertUserWithSession(
  tx: Queryable,
  input: Omit<CreateUserInput, 'password'> & { passwordHash: string },
): Promise<{ userId: number; sessionId: string }> {
  if (await isLoginTaken(tx, input.login)) throw new LoginTakenError(input.login);
  const scalars = mergeScalarSettings(await readStoredScalarSettings(tx));
  const userId = await insertUser(tx, {
    login: input.login,
    email: input.email ?? null,
    phone: input.phone ?? null,
    passwordHash: input.passwordHash,
    banLevel: input.banLevel ?? 0,
    banVersion: input.banVersion ?? 0,
    isVerified: input.isVerified ?? true,
    hasDeposit: input.hasDeposit ?? false,
    termsAcceptedVersion: input.termsAcceptedVersion ?? scalars.termsVersion,
    registration: input.registration ?? null,
  });
  await openPlayerAccounts(tx, userId, input.currencyId ?? DEFAULT_CURRENCY_ID, input.openingBalance ?? '0');
  return { userId, sessionId: await openSession(tx, userId, true) };
}
