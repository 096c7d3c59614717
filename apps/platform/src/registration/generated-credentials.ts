import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the player may copy these from an image.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const PASSWORD_LENGTH = 10;

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/** Ten digits, not starting with 0: longer than any user id, so it never reads as one at login. */
export function generateLogin(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/** Ten characters with letters and at least two digits, in random order. */
export function generatePassword(): string {
  const characters = [pick(DIGITS), pick(DIGITS), pick(LETTERS)];
  while (characters.length < PASSWORD_LENGTH) characters.push(pick(LETTERS + DIGITS));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
