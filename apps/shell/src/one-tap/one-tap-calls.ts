import { browserApi } from '@betfront/api-client';
import { oneTapAnswerSchema, oneTapClientAnswerSchema, oneTapProviderSlug } from '@betfront/contract/one-tap';
import type { OneTapClient } from '@betfront/contract/one-tap';

const basePath = (providerName: string) => `/social-api/oauth/${oneTapProviderSlug(providerName)}-one-tap`;

export const loadOneTapClient = (providerName: string): Promise<OneTapClient> =>
  browserApi().request(oneTapClientAnswerSchema, {
    method: 'GET',
    path: `${basePath(providerName)}/clientId`,
    auth: false,
  });

/** Sends the prompt's credential with the language, currency and country; answers where the browser goes. */
export async function signInWithCredential(
  providerName: string,
  fields: { credential: string; lng: string; currencyId: number; countryId: number },
): Promise<string> {
  const form = new FormData();
  form.append('credential', fields.credential);
  form.append('lng', fields.lng);
  form.append('currency_id', String(fields.currencyId));
  form.append('countryId', String(fields.countryId));
  const answer = await browserApi().request(oneTapAnswerSchema, {
    method: 'POST',
    path: basePath(providerName),
    body: form,
    auth: false,
  });
  return answer.redirectUrl;
}
