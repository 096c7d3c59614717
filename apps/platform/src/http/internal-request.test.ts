import { describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN, isInternalRequest } from './internal-request';

describe('isInternalRequest', () => {
  it('recognises the calls a page render makes', () => {
    expect(isInternalRequest({ headers: { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN } })).toBe(true);
  });

  it('does not let a visitor mark a request as internal', () => {
    expect(isInternalRequest({ headers: { [INTERNAL_REQUEST_HEADER]: 'guess' } })).toBe(false);
    expect(isInternalRequest({ headers: {} })).toBe(false);
  });
});
