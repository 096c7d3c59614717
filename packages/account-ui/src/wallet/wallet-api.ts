import { browserApi } from '@betfront/api-client';
import {
  accountDataSchema,
  type convertMainBodySchema,
  convertStatusSchema,
  currenciesAnswerSchema,
  currencyActionAnswerSchema,
} from '@betfront/contract/accounts';
import type { AccountData, ConvertStatus, Currency } from '@betfront/contract/accounts';
import { agreementConfirmAnswerSchema, agreementStatusSchema } from '@betfront/contract/agreement';
import type { AgreementConfirmAnswer, AgreementStatus } from '@betfront/contract/agreement';
import { userConfigAnswerSchema } from '@betfront/contract/user-config';
import type { PersonalDataBody, UserConfig } from '@betfront/contract/user-config';
import type { z } from 'zod/mini';

const AGREEMENT = '/web-api/api-v3/v2/user/agreement-rules';

export const fetchAccountData = (): Promise<AccountData> =>
  browserApi().request(accountDataSchema, { method: 'GET', path: '/web-api/user/accounts' });

export const setActiveAccount = (id: number): Promise<AccountData> =>
  browserApi().request(accountDataSchema, { method: 'POST', path: '/web-api/user/accounts/active', body: { id } });

export async function fetchCurrencies(lng: string): Promise<Currency[]> {
  const answer = await browserApi().request(currenciesAnswerSchema, {
    method: 'GET',
    path: '/web-api/office/account/currencies',
    query: { lng },
  });
  return answer.currencies;
}

export async function requestCurrencyAction(action: 'add' | 'remove', currencyId: number): Promise<string> {
  const answer = await browserApi().request(currencyActionAnswerSchema, {
    method: 'POST',
    path: `/web-api/office/account/currency/${action}`,
    body: { currency_id: currencyId },
  });
  return answer.data.message;
}

export const fetchConvertStatus = (): Promise<ConvertStatus> =>
  browserApi().request(convertStatusSchema, { method: 'GET', path: '/web-api/office/account/convert-status' });

export const convertMainAccount = (body: z.input<typeof convertMainBodySchema>): Promise<AccountData> =>
  browserApi().request(accountDataSchema, { method: 'POST', path: '/web-api/office/account/convert-main', body });

export async function fetchUserConfig(): Promise<UserConfig> {
  return (await browserApi().request(userConfigAnswerSchema, { method: 'GET', path: '/web-api/user/config' })).result;
}

export async function savePersonalData(data: PersonalDataBody): Promise<UserConfig> {
  const answer = await browserApi().request(userConfigAnswerSchema, {
    method: 'POST',
    path: '/web-api/user/personal-data',
    body: data,
  });
  return answer.result;
}

export const fetchAgreementStatus = (): Promise<AgreementStatus> =>
  browserApi().request(agreementStatusSchema, { method: 'GET', path: `${AGREEMENT}/status` });

export const confirmAgreement = (version: number): Promise<AgreementConfirmAnswer> =>
  browserApi().request(agreementConfirmAnswerSchema, {
    method: 'POST',
    path: `${AGREEMENT}/confirm`,
    body: { version },
  });
