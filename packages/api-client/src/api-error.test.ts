import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiError, isApiError } from './api-error';
import { createFakeFetch, jsonResponse } from './testing/fake-fetch';
import { createSpyLogger } from './testing/spy-logger';

const refusalDetails = z.object({
  changes: z.array(z.object({ id: z.string(), coef: z.string().nullable() })).optional(),
  minAmount: z.string().optional(),
});

async function refusedWith(body: unknown): Promise<ApiError> {
  const { fetch } = createFakeFetch(jsonResponse(409, body));
  const client = createApiClient({ fetch, applicationName: 'betfront-test', log: createSpyLogger() });
  const error: unknown = await client.request(z.unknown(), { method: 'POST', path: '/web-api/bets/place' }).then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error;
}

describe('ApiError details', () => {
  it('keeps the error body’s details and answers them through the caller’s schema', async () => {
    const changes = [
      { id: '1:game:winner3::1', coef: '2.10' },
      { id: '2:game:winner3::1', coef: null },
    ];
    const error = await refusedWith({ error: { code: 'odds_changed', message: 'changed', changes } });
    expect(error.code).toBe('odds_changed');
    expect(error.fields).toMatchObject({ changes });
    expect(error.details(refusalDetails)).toEqual({ changes });
  });

  it('answers null when the details do not match the schema', async () => {
    const error = await refusedWith({ error: { code: 'amount_below_minimum', message: 'low', minAmount: 10 } });
    expect(error.details(refusalDetails)).toBeNull();
  });

  it('has no details when the answer carried none', () => {
    const error = new ApiError({ status: 500, message: 'Internal Server Error' });
    expect(error.fields).toEqual({});
    expect(error.details(z.object({ minAmount: z.string() }))).toBeNull();
  });
});
