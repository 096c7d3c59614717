import type { RegistrationChoices } from '@betfront/contract/registration';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { insertUserWithSession, LoginTakenError } from '../session/create-user';
import type { RegistrationProfile } from '../session/user-repository';
import { isEmailTaken, isPhoneTaken } from '../session/user-repository';
import { findCountry } from './countries';
import { currencyExists } from './currency-repository';
import { generateLogin } from './generated-credentials';

export interface NewPlayer {
  type: RegistrationProfile['type'];
  choices: RegistrationChoices;
  passwordHash: string;
  email?: { address: string; verified: boolean } | null;
  /** The phone as digits; registration only takes phones proven by a code. */
  phone?: string | null;
  name?: string | null;
  language: RegistrationProfile['language'];
}

const LOGIN_TRIES = 3;

/** Refuses a currency or country the site does not have, before anything is stored. */
export async function assertChoicesExist(db: Queryable, choices: RegistrationChoices): Promise<void> {
  if (!findCountry(choices.country_id)) throw new HttpError(400, 'unknown_country', 'Choose a country from the list');
  if (!(await currencyExists(db, choices.currency_id))) {
    throw new HttpError(400, 'unknown_currency', 'Choose a currency from the list');
  }
}

export async function assertEmailFree(db: Queryable, email: string): Promise<void> {
  if (await isEmailTaken(db, email)) {
    throw new HttpError(409, 'email_taken', 'A player with this e-mail is already registered');
  }
}

export async function assertPhoneFree(db: Queryable, phone: string): Promise<void> {
  if (await isPhoneTaken(db, phone)) {
    throw new HttpError(409, 'phone_taken', 'A player with this phone is already registered');
  }
}

const activationTypeOf = (hasEmail: boolean, hasPhone: boolean): RegistrationProfile['activationType'] =>
  hasEmail ? (hasPhone ? 2 : 1) : hasPhone ? 3 : 0;

/**
 * Creates the player (with a generated login, the demo balance on the main account, and what registration
 * recorded) and a session, inside the caller's transaction.
 */
export async function registerPlayer(
  tx: Queryable,
  player: NewPlayer,
  demoBalance: string | null,
): Promise<{ userId: number; sessionId: string; login: string }> {
  await assertChoicesExist(tx, player.choices);
  const country = findCountry(player.choices.country_id);
  if (!country) throw new HttpError(400, 'unknown_country', 'Choose a country from the list');
  const verifiedEmail = player.email?.verified === true;
  const phone = player.phone ?? null;
  for (let attempt = 1; ; attempt += 1) {
    const login = generateLogin();
    try {
      const created = await insertUserWithSession(tx, {
        login,
        passwordHash: player.passwordHash,
        email: player.email?.address ?? null,
        phone,
        currencyId: player.choices.currency_id,
        openingBalance: demoBalance ?? '0',
        registration: {
          type: player.type,
          countryId: country.id,
          countryCode: country.countryCode,
          bonusChoice: player.choices.bonus_choice,
          activationType: activationTypeOf(verifiedEmail, phone !== null),
          emailVerified: verifiedEmail,
          phoneVerified: phone !== null,
          name: player.name ?? null,
          language: player.language,
        },
      });
      return { ...created, login };
    } catch (error) {
      if (!(error instanceof LoginTakenError) || attempt >= LOGIN_TRIES) throw error;
    }
  }
}
