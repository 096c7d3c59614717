import type { PhoneCountry, PhoneMask } from '@betfront/contract/phone';
import { PHONE_COUNTRIES } from './phone-countries';

/** Countries with their names in the language asked for (English when there is none), sorted by that name. */
export function listPhoneCountries(lng: string): PhoneCountry[] {
  const nameIn = lng === 'ru' ? 'ru' : 'en';
  return PHONE_COUNTRIES.map((record) => ({
    id: record.id,
    name: record.names[nameIn],
    country_code: record.countryCode,
    tel_code: record.telCode,
    phoneCode: `+${record.telCode}`,
    code: record.countryCode.toLowerCase(),
  })).sort((left, right) => left.name.localeCompare(right.name, nameIn));
}

export function listPhoneMasks(): PhoneMask[] {
  return PHONE_COUNTRIES.map((record) => ({
    CountryId: record.id,
    Mask: record.mask,
    Min: record.min,
    Max: record.max,
  }));
}
