/** "alice@example.com" → "a***@example.com": enough to recognise, not enough to learn. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const PHONE_PREFIX_MAX = 4;
const PHONE_HIDDEN_MIN = 3;

/** "+79001234567" → "+7900***4567": at most four leading and the last four digits stay, three or more are hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const prefixLength = Math.max(0, Math.min(PHONE_PREFIX_MAX, digits.length - 4 - PHONE_HIDDEN_MIN));
  if (digits.length < 4 + PHONE_HIDDEN_MIN) return `+${'*'.repeat(digits.length)}`;
  return `+${digits.slice(0, prefixLength)}***${digits.slice(-4)}`;
}
