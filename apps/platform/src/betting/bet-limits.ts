/**
 * The least and the most one stake may be, and the most one coupon pays (a larger win is cut to it), by currency;
 * a currency not listed uses the rouble's.
 */
export interface StakeLimits {
  minBetAmount: string;
  maxBetAmount: string;
  maxPayout: string;
}

const FALLBACK_CURRENCY = 'RUB';

export const STAKE_LIMITS_BY_CURRENCY: Readonly<Record<string, StakeLimits>> = {
  RUB: { minBetAmount: '10.00', maxBetAmount: '100000.00', maxPayout: '1000000.00' },
  USD: { minBetAmount: '0.20', maxBetAmount: '2000.00', maxPayout: '20000.00' },
  EUR: { minBetAmount: '0.20', maxBetAmount: '2000.00', maxPayout: '20000.00' },
  GBP: { minBetAmount: '0.20', maxBetAmount: '1500.00', maxPayout: '15000.00' },
  UAH: { minBetAmount: '5.00', maxBetAmount: '50000.00', maxPayout: '500000.00' },
  KZT: { minBetAmount: '50.00', maxBetAmount: '500000.00', maxPayout: '5000000.00' },
  BYN: { minBetAmount: '0.50', maxBetAmount: '5000.00', maxPayout: '50000.00' },
  PLN: { minBetAmount: '1.00', maxBetAmount: '8000.00', maxPayout: '80000.00' },
  TRY: { minBetAmount: '5.00', maxBetAmount: '50000.00', maxPayout: '500000.00' },
  AZN: { minBetAmount: '0.50', maxBetAmount: '3000.00', maxPayout: '30000.00' },
  UZS: { minBetAmount: '2000.00', maxBetAmount: '20000000.00', maxPayout: '200000000.00' },
  INR: { minBetAmount: '10.00', maxBetAmount: '150000.00', maxPayout: '1500000.00' },
  BRL: { minBetAmount: '1.00', maxBetAmount: '10000.00', maxPayout: '100000.00' },
};

export function stakeLimits(currencyIso: string): StakeLimits {
  return STAKE_LIMITS_BY_CURRENCY[currencyIso] ?? (STAKE_LIMITS_BY_CURRENCY[FALLBACK_CURRENCY] as StakeLimits);
}
