import type { RegistrationCountry } from '@betfront/contract/registration';
import type { PhoneCountryRecord } from '../phone/phone-countries';
import { PHONE_COUNTRIES } from '../phone/phone-countries';

/** The currency (table `currencies`) a new player of a country starts with unless they choose another. */
const USUAL_CURRENCY_ISO: Readonly<Record<string, string>> = {
  RU: 'RUB',
  UA: 'UAH',
  KZ: 'KZT',
  GB: 'GBP',
  BY: 'BYN',
  PL: 'PLN',
  TR: 'TRY',
  AZ: 'AZN',
  UZ: 'UZS',
  IN: 'INR',
  BR: 'BRL',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  EE: 'EUR',
};
const FALLBACK_CURRENCY_ISO = 'USD';
const DEFAULT_COUNTRY_CODE = 'RU';

/** A player registers from one of the countries phones are taken from; ids are ISO 3166-1 numeric codes. */
export function findCountry(id: number): PhoneCountryRecord | null {
  return PHONE_COUNTRIES.find((country) => country.id === id) ?? null;
}

/** The visitor's country by its ISO code (the proxy's x-country-code), else the default one. */
export function countryForCode(code: string | null): PhoneCountryRecord {
  const found =
    PHONE_COUNTRIES.find((country) => country.countryCode === code) ??
    PHONE_COUNTRIES.find((country) => country.countryCode === DEFAULT_COUNTRY_CODE);
  if (!found) throw new Error('The default country is missing from the phone countries');
  return found;
}

export const usualCurrencyIso = (country: PhoneCountryRecord): string =>
  USUAL_CURRENCY_ISO[country.countryCode] ?? FALLBACK_CURRENCY_ISO;

export function listCountries(lng: 'en' | 'ru'): RegistrationCountry[] {
  return PHONE_COUNTRIES.map((country) => ({
    id: country.id,
    code: country.countryCode,
    name: country.names[lng],
    tel_code: country.telCode,
  })).sort((one, other) => one.name.localeCompare(other.name, lng));
}
