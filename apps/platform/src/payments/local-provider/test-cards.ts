/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Standard test numbers whose payment the bank declines, whatever button is pressed. */
const DECLINED_CARDS = new Set(['4000000000000002', '4000000000009995']);

export type CardVerdict = 'accepted' | 'declined' | 'invalid';

/**
 * What the test bank says of a card: 13–19 digits passing Luhn (4242 4242 4242 4242, 5555 5555 5555 4444,
 * 2200 0000 0000 0004 …) with an expiry in the future; the decline test numbers are declined.
 */
export function checkTestCard(number: string, expiry: string, now = new Date()): CardVerdict {
  const digits = number.replace(/[\s-]/g, '');
  const expiryMatch = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits) || !expiryMatch) return 'invalid';
  const lastMonth = new Date(Date.UTC(2000 + Number(expiryMatch[2]), Number(expiryMatch[1]), 1));
  if (lastMonth <= now) return 'invalid';
  return DECLINED_CARDS.has(digits) ? 'declined' : 'accepted';
}
