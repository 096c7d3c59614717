import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/bet-views';

/** An amount of a lottery, grouped in threes: with the player's currency when known (a visitor sees the bare amount). */
export const lottoMoney = (amount: string, currencyIso: string | null): string =>
  currencyIso === null ? formatMoney(amount, '').trimEnd() : formatMoney(amount, currencyIso);

export const drawTime = (iso: string, lng: string): string => formatDateTime(iso, lng);

/** Time left until `at` as h:mm:ss or m:ss; 0:00 once it has passed. */
export function timeLeft(at: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
