import { describe, expect, it } from 'vitest';
import { masksByTelCode } from './phone-mask';
import { validatePhone } from './validate-phone';

const masks = masksByTelCode(
  [
    { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' },
    { id: 76, name: 'Brazil', country_code: 'BR', tel_code: '55', phoneCode: '+55', code: 'br' },
  ],
  [
    { CountryId: 643, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
    { CountryId: 76, Mask: '(##) #####-####', Min: 10, Max: 11 },
  ],
);

describe('validatePhone', () => {
  it('accepts a number whose digit count fits a mask of its code', () => {
    expect(validatePhone({ telCode: '7', number: '9161234567' }, masks)).toBeNull();
    expect(validatePhone({ telCode: '7', number: '(916) 123-45-67' }, masks)).toBeNull();
    expect(validatePhone({ telCode: '55', number: '1191234567' }, masks)).toBeNull();
    expect(validatePhone({ telCode: '55', number: '11912345678' }, masks)).toBeNull();
  });

  it('names what is wrong as a dictionary key', () => {
    expect(validatePhone({ telCode: '7', number: '' }, masks)).toBe('login.phone.error_required');
    expect(validatePhone({ telCode: '7', number: '916123' }, masks)).toBe('login.phone.error_length');
    expect(validatePhone({ telCode: '7', number: '91612345678' }, masks)).toBe('login.phone.error_length');
    expect(validatePhone({ telCode: '380', number: '501234567' }, masks)).toBe('login.phone.error_code');
    expect(validatePhone({ telCode: '+7', number: '9161234567' }, masks)).toBe('login.phone.error_code');
  });

  it('lets any 4 to 15 digits pass before the masks have loaded', () => {
    const none = new Map();
    expect(validatePhone({ telCode: '380', number: '501234567' }, none)).toBeNull();
    expect(validatePhone({ telCode: '380', number: '123' }, none)).toBe('login.phone.error_length');
  });
});
