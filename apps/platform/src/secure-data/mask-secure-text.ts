/**
 * The user config shows a secure text only as its last two characters, so a page can say the field is filled
 * without showing it; the secure-data call, behind its grant, answers the text itself.
 */
export function maskSecureText(value: string | null): string | null {
  if (value === null) return null;
  const shown = value.length > 4 ? value.slice(-2) : '';
  return `${'•'.repeat(Math.max(value.length - shown.length, 4))}${shown}`;
}
