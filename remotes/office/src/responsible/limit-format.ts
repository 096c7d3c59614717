import type { ClientLimit } from '@betfront/contract/limits';
import { formatDateTime } from '@betfront/ui';

/** A limit's value as the player reads it: an amount, or the label of its period ("7 days"). */
export function limitValueText(limit: ClientLimit, lng: string, noLimit: string): string {
  if (limit.limitValue === null) return noLimit;
  const label = limit.optionsMap[String(limit.limitValue)];
  if (label) return label;
  return new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(limit.limitValue);
}

export const dateTimeText = (epochSeconds: number, lng: string) => formatDateTime(epochSeconds * 1000, lng);

/** What is left of an active limit: an amount, time of play today, or the end of an exclusion. */
export function balanceText(limit: ClientLimit, lng: string): string | null {
  if (limit.limitBalance === null) return null;
  if (limit.measure === 'money') return limitValueText({ ...limit, limitValue: limit.limitBalance }, lng, '');
  if (limit.endsAt !== null && limit.measure === 'days') return dateTimeText(limit.endsAt, lng);
  const minutes = Math.floor(limit.limitBalance / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(lng, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  return minutes >= 60
    ? `${unit(Math.floor(minutes / 60), 'hour')} ${unit(minutes % 60, 'minute')}`
    : unit(minutes, 'minute');
}
