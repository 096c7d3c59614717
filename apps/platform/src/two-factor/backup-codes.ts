import { createHash, randomInt } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are copied from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomChunk(): string {
  return Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten one-time codes in the form xxxx-xxxx. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => `${randomChunk()}-${randomChunk()}`);
}

export function isBackupCodeShape(code: string): boolean {
  return /^[a-z0-9]{4}-[a-z0-9]{4}$/i.test(code);
}

/** Salted with the player's id, so equal codes of two players hash differently. */
export function hashBackupCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code.toLowerCase()}`).digest('base64url');
}
