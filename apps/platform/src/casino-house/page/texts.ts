/** The page's texts, rendered by the server as inert JSON in the player's language. */
const texts: Record<string, string> = JSON.parse(document.getElementById('game-texts')?.textContent ?? '{}');

export function t(key: string, vars: Record<string, string | number> = {}): string {
  const text = texts[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
