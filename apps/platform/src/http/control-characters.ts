/** C0 controls other than tab, line feed and carriage return, and DEL: no text a person types holds them. */
function isControlCharacter(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

function holdsControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (isControlCharacter(text.charCodeAt(index))) return true;
  return false;
}

/** The path of the first string in a request part that holds a control character, or null when none does. */
export function findControlCharacter(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return holdsControlCharacter(value) ? [...path] : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = holdsControlCharacter(key) ? [...path, key] : findControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
