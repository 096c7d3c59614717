import { parseDecimal } from '../decimal';

export interface AmountDefaults {
  readonly initialAmount: string;
  readonly amountStep: string;
}

/**
 * Initial amount and amount step by currency. RUB, USD, EUR, UAH and KZT are the spec's; the others are ours,
 * set near the USD figures.
 */
export const AMOUNT_DEFAULTS_BY_CURRENCY: Readonly<Record<string, AmountDefaults>> = {
  RUB: { initialAmount: '150', amountStep: '100' },
  USD: { initialAmount: '5', amountStep: '2.5' },
  EUR: { initialAmount: '5', amountStep: '2.5' },
  UAH: { initialAmount: '50', amountStep: '50' },
  KZT: { initialAmount: '1000', amountStep: '500' },
  GBP: { initialAmount: '5', amountStep: '2.5' },
  CHF: { initialAmount: '5', amountStep: '2.5' },
  CAD: { initialAmount: '5', amountStep: '2.5' },
  AUD: { initialAmount: '5', amountStep: '2.5' },
  BYN: { initialAmount: '10', amountStep: '5' },
  PLN: { initialAmount: '20', amountStep: '10' },
  TRY: { initialAmount: '100', amountStep: '50' },
  AZN: { initialAmount: '10', amountStep: '5' },
  UZS: { initialAmount: '50000', amountStep: '25000' },
  INR: { initialAmount: '300', amountStep: '200' },
  BRL: { initialAmount: '25', amountStep: '10' },
};

export const FALLBACK_CURRENCY = 'RUB';

export interface AmountStepSettings {
  readonly isManualAmountStep: boolean;
  readonly amountStepByCurrencyIso: Readonly<Record<string, string>>;
}

/** The currency's defaults (RUB's for an unknown currency); a manual step from the settings wins. */
export function amountDefaults(currencyIso: string, settings?: AmountStepSettings): AmountDefaults {
  const iso = currencyIso.toUpperCase();
  const defaults =
    AMOUNT_DEFAULTS_BY_CURRENCY[iso] ?? (AMOUNT_DEFAULTS_BY_CURRENCY[FALLBACK_CURRENCY] as AmountDefaults);
  const manual = settings?.isManualAmountStep ? parseDecimal(settings.amountStepByCurrencyIso[iso]) : null;
  return manual !== null && manual.greaterThan(0) ? { ...defaults, amountStep: manual.toFixed() } : defaults;
}
