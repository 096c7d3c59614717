import type { PhoneCountry, PhoneMask } from '@betfront/contract/phone';

/** The masks that apply to a dialling code; countries sharing a code (+7, +1) each bring theirs. */
export type TelCodeMasks = ReadonlyMap<string, readonly PhoneMask[]>;

export const MASK_DIGIT = '#';

export function masksByTelCode(countries: readonly PhoneCountry[], masks: readonly PhoneMask[]): TelCodeMasks {
  const byCountry = new Map(masks.map((mask) => [mask.CountryId, mask]));
  const byCode = new Map<string, PhoneMask[]>();
  for (const country of countries) {
    const mask = byCountry.get(country.id);
    if (!mask) continue;
    byCode.set(country.tel_code, [...(byCode.get(country.tel_code) ?? []), mask]);
  }
  return byCode;
}

/** Digits laid into the mask as far as they go; digits beyond the mask are appended as typed. */
export function applyMask(digits: string, mask: string | undefined): string {
  if (!mask || digits === '') return digits;
  let result = '';
  let next = 0;
  for (const symbol of mask) {
    if (next >= digits.length) break;
    if (symbol === MASK_DIGIT) {
      result += digits[next];
      next += 1;
    } else {
      result += symbol;
    }
  }
  return result + digits.slice(next);
}

/** The most digits a number with this code may have: the longest mask's, or the E.164 limit. */
export function maxDigits(masks: readonly PhoneMask[] | undefined): number {
  return masks && masks.length > 0 ? Math.max(...masks.map((mask) => mask.Max)) : 15;
}
