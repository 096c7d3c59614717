import { formatDateTime } from '@betfront/ui';

/** An amount with its currency, kept on one line ("100.00 RUB"). */
export const prizeMoney = (amount: string, currencyIso: string): string => `${amount}\u00a0${currencyIso}`;

/** A date and time in the visitor's time zone, as every time on the site. */
export const playDateTime = (iso: string, lng: string): string => formatDateTime(iso, lng);

/** How far a measure has got towards its target, 0 to 100. */
export const percentOf = (progress: number, target: number): number =>
  target <= 0 ? 100 : Math.min(100, Math.floor((progress * 100) / target));
