import { browserApi } from '@betfront/api-client';
import type { PhoneCountry } from '@betfront/contract/phone';
import { phoneCountriesAnswerSchema, phoneMasksAnswerSchema } from '@betfront/contract/phone';
import type { TelCodeMasks } from './phone-mask';
import { masksByTelCode } from './phone-mask';

export interface PhoneData {
  countries: readonly PhoneCountry[];
  masks: TelCodeMasks;
}

/** The phone countries named in `lng` and the masks of their numbers. */
export async function loadPhoneData(lng: string): Promise<PhoneData> {
  const api = browserApi();
  const [{ countries }, { masks }] = await Promise.all([
    api.request(phoneCountriesAnswerSchema, { method: 'GET', path: '/web-api/phone/countries', query: { lng } }),
    api.request(phoneMasksAnswerSchema, { method: 'GET', path: '/web-api/phone/masks' }),
  ]);
  return { countries, masks: masksByTelCode(countries, masks) };
}
