import { formatMoney } from '@betfront/account-ui/wallet';
import type { PlayerBonus } from '@betfront/contract/bonuses';

/** An amount of the bonus in its currency ("1 000.00 RUB"); without a currency yet, the bare amount. */
export const bonusMoney = (amount: string, bonus: Pick<PlayerBonus, 'currencyIso'>): string =>
  formatMoney(amount, bonus.currencyIso ?? '');

/** The share of the requirement wagered, 0 to 100, whole. */
export function wageredPercent(bonus: Pick<PlayerBonus, 'wagerDone' | 'wagerRequired'>): number {
  const required = Number(bonus.wagerRequired);
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((Number(bonus.wagerDone) / required) * 100));
}

/** The bonus taken or being wagered, if any: there is one at a time. */
export const runningBonusOf = (bonuses: readonly PlayerBonus[]): PlayerBonus | null =>
  bonuses.find((bonus) => bonus.status === 'active' || bonus.status === 'wagering') ?? null;
