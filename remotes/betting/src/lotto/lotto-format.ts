import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/ui';
import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';

/** An amount of a lottery, grouped in threes: with the player's currency when known (a visitor sees the bare amount). */
export const lottoMoney = (amount: string, currencyIso: string | null): string =>
  currencyIso === null ? formatMoney(amount, '').trimEnd() : formatMoney(amount, currencyIso);

/** "6 numbers of 45"; for keno "20 of 80 drawn, pick 1 to 10"; for bingo "40 of 75 balls drawn, a card of 24". */
export function rulesText(lottery: Lottery, t: Translate): string {
  const values = { pick: lottery.pickCount, draw: lottery.drawCount, pool: lottery.poolSize, max: lottery.maxPick };
  if (lottery.kind === 'keno') return t('lotto.rules_keno', values);
  if (lottery.kind === 'bingo') return t('lotto.rules_bingo', values);
  return t('lotto.rules', values);
}

export const drawTime = (iso: string, lng: string): string => formatDateTime(iso, lng);

/** Time left until `at` as h:mm:ss or m:ss; 0:00 once it has passed. */
export function timeLeft(at: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
