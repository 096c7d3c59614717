import type { TwoFactorSetup } from '@betfront/contract/security';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { generateBackupCodes, hashBackupCode, isBackupCodeShape } from './backup-codes';
import { qrCodeDataUrl } from './qr-code';
import { createTotpSecret, matchTotpStep, totpUrl } from './totp';
import {
  claimTotpStep,
  clearTwoFactor,
  consumeBackupCode,
  readTwoFactorState,
  replaceBackupCodes,
  savePendingSecret,
  setTwoFactorEnabled,
} from './two-factor-repository';

const refuseWrongCode = (): never => {
  throw new HttpError(400, 'invalid_code', 'The code is not right');
};

/** A fresh secret for the player to scan; two-factor is not in force until a code from it is confirmed. */
export async function startTwoFactorSetup(
  db: Queryable,
  userId: number,
  accountLabel: string,
): Promise<TwoFactorSetup> {
  const state = await readTwoFactorState(db, userId);
  if (state?.enabled) throw new HttpError(409, 'two_factor_enabled', 'Two-factor authentication is already on');
  const secret = createTotpSecret();
  await savePendingSecret(db, userId, secret);
  const url = totpUrl(secret, accountLabel);
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

/** Turns two-factor on with a code from the pending secret; answers the backup codes, shown this once. */
export async function enableTwoFactor(db: Database, userId: number, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const state = await readTwoFactorState(tx, userId);
    if (state?.enabled) throw new HttpError(409, 'two_factor_enabled', 'Two-factor authentication is already on');
    if (!state?.secret) throw new HttpError(409, 'two_factor_not_set_up', 'Start the set-up first');
    const step = matchTotpStep(state.secret, code);
    if (step === null) return refuseWrongCode();
    await setTwoFactorEnabled(tx, userId, step);
    const codes = generateBackupCodes();
    await replaceBackupCodes(
      tx,
      userId,
      codes.map((backupCode) => hashBackupCode(userId, backupCode)),
    );
    return codes;
  });
}

/**
 * True when the code is the player's authenticator code of now (not used before) or one of the unused backup
 * codes; either is then used up.
 */
export async function acceptSecondFactor(db: Queryable, userId: number, code: string): Promise<boolean> {
  const state = await readTwoFactorState(db, userId);
  if (!state?.enabled || !state.secret) return false;
  if (isBackupCodeShape(code)) return consumeBackupCode(db, userId, hashBackupCode(userId, code));
  const step = matchTotpStep(state.secret, code);
  return step !== null && claimTotpStep(db, userId, step);
}

/** Turns two-factor off with a current code or a backup code; the secret and backup codes are deleted. */
export async function disableTwoFactor(db: Database, userId: number, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await readTwoFactorState(tx, userId);
    if (!state?.enabled) throw new HttpError(409, 'two_factor_disabled', 'Two-factor authentication is off');
    if (!(await acceptSecondFactor(tx, userId, code))) refuseWrongCode();
    await clearTwoFactor(tx, userId);
  });
}
