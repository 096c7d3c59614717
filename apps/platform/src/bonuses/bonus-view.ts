import type { BonusOffer, BonusRule, PlayerBonus } from '@betfront/contract/bonuses';
import { amountIn } from './bonus-accounts';
import type { BonusRecord } from './bonus-repository';
import type { OfferRecord } from './offer-repository';

/** An exact amount of at most 2 places ("150", "2.5", "10.00") in cents. */
function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + `${fraction}00`.slice(0, 2));
}
const money = (value: bigint): string => {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};
const twoPlaces = (amount: string): string => money(cents(amount));
const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export function bonusView(bonus: BonusRecord, isRussian: boolean): PlayerBonus {
  const remaining = cents(bonus.wagerRequired) - cents(bonus.wagerDone);
  return {
    id: bonus.id,
    source: bonus.source,
    title: isRussian ? bonus.titleRu : bonus.titleEn,
    status: bonus.status,
    currencyIso: bonus.currencyIso,
    amount: twoPlaces(bonus.amount),
    wagerRequired: twoPlaces(bonus.wagerRequired),
    wagerDone: twoPlaces(bonus.wagerDone),
    wagerRemaining: money(remaining > 0n ? remaining : 0n),
    minCoef: Number(bonus.minCoef).toFixed(2),
    excludedTypeIds: bonus.excludedTypeIds,
    settledAmount: bonus.settledAmount === null ? null : twoPlaces(bonus.settledAmount),
    creditedAt: iso(bonus.creditedAt),
    expiresAt: bonus.expiresAt.toISOString(),
    endedAt: iso(bonus.endedAt),
  };
}

export function offerView(offer: OfferRecord, currencyIso: string, isRussian: boolean): BonusOffer {
  const cap = amountIn(offer.caps, currencyIso);
  return {
    id: offer.id,
    code: offer.code,
    kind: offer.kind,
    title: isRussian ? offer.titleRu : offer.titleEn,
    rules: isRussian ? offer.rulesRu : offer.rulesEn,
    percent: offer.percent,
    cap: cap === null ? null : twoPlaces(cap),
    currencyIso,
    wagerMultiplier: offer.wagerMultiplier,
    minCoef: Number(offer.minCoef).toFixed(2),
    excludedTypeIds: offer.excludedTypeIds,
    validDays: offer.validDays,
  };
}

/** An offer's public terms: its cap in every currency it serves, in the reader's language. */
export function ruleView(offer: OfferRecord, isRussian: boolean): BonusRule {
  return {
    code: offer.code,
    kind: offer.kind,
    title: isRussian ? offer.titleRu : offer.titleEn,
    rules: isRussian ? offer.rulesRu : offer.rulesEn,
    percent: offer.percent,
    caps: Object.fromEntries(Object.entries(offer.caps).map(([currency, cap]) => [currency, twoPlaces(cap)])),
    wagerMultiplier: offer.wagerMultiplier,
    minCoef: Number(offer.minCoef).toFixed(2),
    excludedTypeIds: offer.excludedTypeIds,
    validDays: offer.validDays,
  };
}
