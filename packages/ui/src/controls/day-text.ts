/** How a language writes a day typed by hand: Russian 26.11.2026, English 26/11/2026 — the day first, as the site writes dates. */
const SEPARATORS: Readonly<Record<string, string>> = { ru: '.', en: '/' };

const separatorOf = (lng: string): string => SEPARATORS[lng] ?? '/';

/** An ISO day (2026-11-26) as the language writes it; '' for anything else. */
export function dayText(isoDay: string, lng: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!parts) return '';
  const [, year, month, day] = parts;
  return [day, month, year].join(separatorOf(lng));
}

/**
 * The ISO day a typed text names — day, month and four-digit year, separated by a dot, a slash, a dash or a space —
 * or null when it names no day of the calendar (31.02.2026).
 */
export function isoDayOf(text: string): string | null {
  const parts = /^\s*(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})\s*$/.exec(text);
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
