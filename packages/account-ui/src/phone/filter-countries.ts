import type { PhoneCountry } from '@betfront/contract/phone';

/** Countries whose name contains the search, or whose dialling code or ISO code starts with it. */
export function filterCountries(countries: readonly PhoneCountry[], search: string): readonly PhoneCountry[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return countries;
  const code = wanted.replace(/^\+/, '');
  return countries.filter(
    (country) =>
      country.name.toLocaleLowerCase().includes(wanted) ||
      (/^\d+$/.test(code) && country.tel_code.startsWith(code)) ||
      country.code === wanted,
  );
}
