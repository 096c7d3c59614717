import type { TelCodeMasks } from './phone-mask';
import type { PhoneValue } from './phone-value';
import { digitsOf } from './phone-value';

const ANY_NUMBER = { Min: 4, Max: 15 };

/**
 * The dictionary key of what is wrong with a phone, or null when it fits a mask of its dialling code.
 * Before the masks have loaded any number of 4 to 15 digits passes; the platform checks again.
 */
export function validatePhone(value: PhoneValue, masks: TelCodeMasks): string | null {
  const digits = digitsOf(value.number);
  if (digits === '') return 'login.phone.error_required';
  if (!/^\d{1,4}$/.test(value.telCode)) return 'login.phone.error_code';
  const codeMasks = masks.get(value.telCode);
  if (masks.size > 0 && !codeMasks) return 'login.phone.error_code';
  const bounds = codeMasks ?? [ANY_NUMBER];
  return bounds.some((mask) => digits.length >= mask.Min && digits.length <= mask.Max)
    ? null
    : 'login.phone.error_length';
}
