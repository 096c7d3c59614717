import { HttpError } from '../http/http-error';
import { PHONE_COUNTRIES } from '../phone/phone-countries';

/** The full phone as digits (dialling code and national number) once its length fits a country of the code. */
export function phoneOfTelCode(telCode: string, nationalNumber: string): string {
  const countries = PHONE_COUNTRIES.filter((country) => country.telCode === telCode);
  if (countries.length === 0) throw new HttpError(400, 'unknown_dialling_code', 'Choose a dialling code from the list');
  const digits = nationalNumber.replace(/\D/g, '');
  if (!countries.some((country) => digits.length >= country.min && digits.length <= country.max)) {
    throw new HttpError(400, 'invalid_phone', `The number does not fit the numbering of +${telCode}`);
  }
  return `${telCode}${digits}`;
}
