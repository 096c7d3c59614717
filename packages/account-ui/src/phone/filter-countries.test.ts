import { describe, expect, it } from 'vitest';
import { filterCountries } from './filter-countries';

const countries = [
  { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' },
  { id: 804, name: 'Ukraine', country_code: 'UA', tel_code: '380', phoneCode: '+380', code: 'ua' },
  { id: 826, name: 'United Kingdom', country_code: 'GB', tel_code: '44', phoneCode: '+44', code: 'gb' },
];
const names = (search: string) => filterCountries(countries, search).map((country) => country.name);

describe('filterCountries', () => {
  it('matches a part of the name whatever the case', () => {
    expect(names('uni')).toEqual(['United Kingdom']);
    expect(names('  RUS ')).toEqual(['Russia']);
  });

  it('matches the start of the dialling code, with or without the plus, and the ISO code', () => {
    expect(names('+38')).toEqual(['Ukraine']);
    expect(names('4')).toEqual(['United Kingdom']);
    expect(names('gb')).toEqual(['United Kingdom']);
  });

  it('answers everything for an empty search and nothing for a stranger', () => {
    expect(names('')).toHaveLength(3);
    expect(names('Atlantis')).toEqual([]);
  });
});
