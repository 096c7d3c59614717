import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A six-digit code for an SMS or a letter. */
export const sixDigitCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/** 32 random bytes, base64url (43 characters): activation tokens and OAuth states. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a code or token; the scope keeps equal codes of different owners apart. */
export const hashSecret = (scope: string, secret: string): string =>
  createHash('sha256').update(`${scope}:${secret}`).digest('base64url');
