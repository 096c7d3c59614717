import type { z } from 'zod';
import type { oneClickBodySchema } from '@betfront/contract/registration';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendEmail } from '../outbox/outbox-service';
import { hashPassword, verifyPassword } from '../session/password';
import { generatePassword } from './generated-credentials';
import { findPlayerCredentials } from './player-repository';
import { assertChoicesExist, registerPlayer } from './register-player';
import { letterIn, playerLanguage } from '../mailing/letters';

/** Opens an account with a generated login and password; the answer is the only time the password is shown. */
export async function registerOneClick(
  db: Database,
  body: z.output<typeof oneClickBodySchema>,
  demoBalance: string | null,
): Promise<{ userId: number; sessionId: string; login: string; password: string }> {
  const { lng, ...choices } = body;
  await assertChoicesExist(db, choices);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction((tx) =>
    registerPlayer(tx, { type: 'one_click', choices, passwordHash, language: lng }, demoBalance),
  );
  return { ...created, password };
}

/**
 * Sends a one-click player's login and password to an address they give. The password must be the player's
 * own, so the call cannot be used to mail arbitrary text.
 */
export async function emailOneClickCredentials(
  db: Database,
  userId: number,
  to: string,
  password: string,
): Promise<void> {
  const credentials = await findPlayerCredentials(db, userId);
  if (!credentials || credentials.registrationType !== 'one_click') {
    throw new HttpError(403, 'not_one_click', 'Only a player registered in one click gets the credentials by e-mail');
  }
  if (!(await verifyPassword(password, credentials.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'This is not the password of the account');
  }
  const letter = await letterIn(await playerLanguage(db, userId), 'one_click_credentials', {
    login: credentials.login,
    password,
  });
  await sendEmail(db, to, letter.subject, letter.text);
}
