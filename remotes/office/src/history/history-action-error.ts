import { isApiError } from '@betfront/api-client';

const KEY_BY_CODE: Readonly<Record<string, string>> = {
  email_missing: 'office.history_action.no_email',
  invalid_period: 'office.history_action.period',
  period_too_long: 'office.history_action.period',
  account_not_found: 'office.history_action.account',
};

/** The dictionary key that explains why sending or clearing the bet history failed. */
export function historyActionErrorKey(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return (code !== undefined && KEY_BY_CODE[code]) || 'office.history_action.failed';
}
