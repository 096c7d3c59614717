import { ApiError } from '@betfront/api-client';
import { describe, expect, it } from 'vitest';
import { personalDataIssueKeys } from './personal-data-issues';

const FIELDS = ['name', 'date_birthday', 'passport_date'];
const refused = (issues: unknown) =>
  new ApiError({ status: 400, message: 'The personal data is not valid', code: 'invalid_request', fields: { issues } });

describe('personalDataIssueKeys', () => {
  it('marks only the fields the platform names, with its explanation or "check this field"', () => {
    const error = refused([
      { path: 'date_birthday', message: 'wallet.personal.error.under_age' },
      { path: 'name', message: 'Invalid string: must match pattern' },
    ]);
    expect(personalDataIssueKeys(error, FIELDS)).toEqual({
      date_birthday: 'wallet.personal.error.under_age',
      name: 'wallet.personal.invalid',
    });
  });

  it('marks nothing for a refusal of no known field, a server error or a network failure', () => {
    expect(personalDataIssueKeys(refused([{ path: 'extra', message: 'unrecognized key' }]), FIELDS)).toEqual({});
    expect(personalDataIssueKeys(new ApiError({ status: 500, message: 'boom' }), FIELDS)).toEqual({});
    expect(personalDataIssueKeys(new TypeError('offline'), FIELDS)).toEqual({});
  });
});
