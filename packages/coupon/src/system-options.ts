import type { AmountInput } from './coupon-input';
import { dec, formatMoney } from './decimal';
import { parseAmount } from './normalize-coupon';
import { binomial } from './symmetric-sums';

/**
 * One choice of system: `value` non-banker selections per combination, `offset` bankers added to every
 * combination (so each combination holds value + offset selections), `combo` combinations, and the least
 * amount that stakes each combination the minimum bet.
 */
export interface SystemOption {
  readonly value: number;
  readonly offset: number;
  readonly minBetAmount: string | null;
  readonly combo: number;
}

/** Every system value the bets allow: 2 to (non-bankers − 1). */
export function systemOptions(
  bets: readonly { readonly isBanker?: boolean }[],
  minBetAmount: AmountInput | null,
): SystemOption[] {
  const offset = bets.filter((bet) => bet.isBanker === true).length;
  const others = bets.length - offset;
  const minimum = minBetAmount === null ? null : parseAmount(minBetAmount, 'The min bet amount');
  const options: SystemOption[] = [];
  for (let value = 2; value <= others - 1; value += 1) {
    const combo = binomial(others, value);
    options.push({
      value,
      offset,
      combo: Number(combo),
      minBetAmount: minimum === null ? null : formatMoney(minimum.times(dec(combo.toString()))),
    });
  }
  return options;
}
