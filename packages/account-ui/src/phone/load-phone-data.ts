import { browserApi } from '@betfront/api-client';
import type { PhoneCountry } from '@betfront/contract/phone';
import { phoneCountriesAnswerSchema, phoneMasksAnswerSchema } from '@betfront/contract/phone';
import type { TelCodeMasks } from './phone-mask';
import { masksByTelCode } from './phone-mask';

export interface PhoneData {
  countries: readonly PhoneCountry[];
  masks: TelCodeMasks;
}

const loaded = new Map<string, Promise<PhoneData>>();

/** Countries and masks change with a release only, so each language is asked for once per page. */
export function loadPhoneData(lng: string): Promise<PhoneData> {
  const known = loaded.get(lng);
  if (known) return known;
  const api = browserApi();
  const loading = Promise.all([
    api.request(phoneCountriesAnswerSchema, { method: 'GET', path: '/web-api/phone/countries', query: { lng } }),
    api.request(phoneMasksAnswerSchema, { method: 'GET', path: '/web-api/phone/masks' }),
  ]).then(([{ countries }, { masks }]) => ({ countries, masks: masksByTelCode(countries, masks) }));
  loading.catch(() => loaded.delete(lng));
  loaded.set(lng, loading);
  return loading;
}
