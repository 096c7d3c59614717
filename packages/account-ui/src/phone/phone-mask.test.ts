import { describe, expect, it } from 'vitest';
import { applyMask, masksByTelCode, maxDigits } from './phone-mask';

const countries = [
  { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' },
  { id: 398, name: 'Kazakhstan', country_code: 'KZ', tel_code: '7', phoneCode: '+7', code: 'kz' },
  { id: 112, name: 'Belarus', country_code: 'BY', tel_code: '375', phoneCode: '+375', code: 'by' },
  { id: 999, name: 'Nowhere', country_code: 'NW', tel_code: '999', phoneCode: '+999', code: 'nw' },
];
const masks = [
  { CountryId: 643, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 398, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 112, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
];

describe('phone masks', () => {
  it('lays digits into the mask as far as they go', () => {
    expect(applyMask('9161234567', '(###) ###-##-##')).toBe('(916) 123-45-67');
    expect(applyMask('9161', '(###) ###-##-##')).toBe('(916) 1');
    expect(applyMask('916', '(###) ###-##-##')).toBe('(916');
    expect(applyMask('', '(###) ###-##-##')).toBe('');
    expect(applyMask('12345', undefined)).toBe('12345');
    expect(applyMask('123', '##')).toBe('123');
  });

  it('groups masks by dialling code, every country sharing a code bringing its own', () => {
    const byCode = masksByTelCode(countries, masks);
    expect(byCode.get('7')).toHaveLength(2);
    expect(byCode.get('375')?.[0]?.Max).toBe(9);
    expect(byCode.has('999')).toBe(false);
  });

  it('caps the digits at the longest mask, or at 15 without one', () => {
    expect(maxDigits(masksByTelCode(countries, masks).get('375'))).toBe(9);
    expect(maxDigits(undefined)).toBe(15);
  });
});
