/** A money string of the platform with its currency, e.g. "150.00 RUB". */
export function formatMoney(amount: string, currencyIso: string): string {
  return `${amount} ${currencyIso}`;
}

/** A date and time in the player's language; the time zone is the browser's, as the page renders after mount. */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
