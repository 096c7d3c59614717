import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import type { ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { createFakeFetch, errorResponse, jsonResponse } from './testing/fake-fetch';
import { createSpyLogger } from './testing/spy-logger';

const okSchema = z.object({ ok: z.boolean() });

function clientWith(fetch: ApiClientOptions['fetch'], options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ fetch, applicationName: 'betfront-mobile', log: createSpyLogger(), ...options });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient — request shape', () => {
  it('sends the default headers, a JSON body, same-origin credentials and the query string', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { ok: true }));
    const client = clientWith(fetch, { baseUrl: 'http://platform.test' });

    await client.request(okSchema, {
      method: 'POST',
      path: '/web-api/things',
      query: { lang: 'en', page: 2, archived: false, missing: undefined, empty: null },
      body: { name: 'x' },
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('http://platform.test/web-api/things?lang=en&page=2&archived=false');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"name":"x"}');
    expect(call?.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'x-application-name': 'betfront-mobile',
      'content-type': 'application/json',
    });
  });

  it('sends no body and no content type on a GET, and lets the caller override a header', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { ok: true }));
    await clientWith(fetch).request(okSchema, {
      method: 'GET',
      path: '/a',
      headers: { 'X-Application-Name': 'other' },
    });

    expect(calls[0]?.url).toBe('/a');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[0]?.headers['x-application-name']).toBe('other');
  });

  it('passes a FormData body through as multipart', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { ok: true }));
    const form = new FormData();
    form.append('credential', 'abc');
    await clientWith(fetch).request(okSchema, { method: 'POST', path: '/social', body: form });

    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('adds the bearer token unless the request opts out', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { ok: true }), jsonResponse(200, { ok: true }));
    const client = clientWith(fetch, { getToken: () => 'token-1' });

    await client.request(okSchema, { method: 'GET', path: '/a' });
    await client.request(okSchema, { method: 'GET', path: '/b', auth: false });

    expect(calls[0]?.headers.authorization).toBe('Bearer token-1');
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });
});

describe('createApiClient — answers', () => {
  it('returns the answer as parsed by the schema', async () => {
    const { fetch } = createFakeFetch(jsonResponse(200, { count: '3' }));
    const schema = z.object({ count: z.coerce.number() });
    await expect(clientWith(fetch).request(schema, { method: 'GET', path: '/count' })).resolves.toEqual({ count: 3 });
  });

  it('logs an answer missing expected fields and rejects it as incorrect', async () => {
    const log = createSpyLogger();
    const { fetch } = createFakeFetch(jsonResponse(200, { other: 1 }));
    const error = await rejection(clientWith(fetch, { log }).request(okSchema, { method: 'GET', path: '/web-api/x' }));

    expect(error.status).toBe('incorrect-answer');
    expect(error.code).toBe('incorrect_answer');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('incorrect answer', {
      path: '/web-api/x',
      issues: [expect.objectContaining({ path: ['ok'] })],
    });
  });

  it('treats a body that is not JSON as an incorrect answer', async () => {
    const log = createSpyLogger();
    const { fetch } = createFakeFetch(new Response('<html>', { status: 200 }));
    const error = await rejection(clientWith(fetch, { log }).request(okSchema, { method: 'GET', path: '/x' }));

    expect(error.status).toBe('incorrect-answer');
    expect(log.warn).toHaveBeenCalledWith('incorrect answer', expect.objectContaining({ path: '/x' }));
  });

  it('reads an error body into the ApiError', async () => {
    const { fetch } = createFakeFetch(
      jsonResponse(422, { error: { code: 'invalid_amount', message: 'amount too low', exception_code: 7 } }),
    );
    const error = await rejection(clientWith(fetch).request(okSchema, { method: 'GET', path: '/x' }));

    expect(error).toMatchObject({ status: 422, code: 'invalid_amount', message: 'amount too low', exceptionCode: 7 });
  });

  it('keeps the status of an error answer whose body is not the error shape', async () => {
    const { fetch } = createFakeFetch(new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await rejection(clientWith(fetch).request(okSchema, { method: 'GET', path: '/x' }));

    expect(error).toMatchObject({ status: 502, code: undefined, message: 'Bad Gateway' });
  });
});

describe('createApiClient — transport failures', () => {
  it("maps 'Failed to fetch' to the network-error status", async () => {
    const { fetch } = createFakeFetch(new TypeError('Failed to fetch'));
    const error = await rejection(clientWith(fetch).request(okSchema, { method: 'GET', path: '/x' }));

    expect(error.status).toBe('network-error');
    expect(error.message).toBe('Failed to fetch');
  });

  it('maps a request cancelled before it was sent to 499', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = createFakeFetch(new DOMException('This operation was aborted', 'AbortError'));
    const error = await rejection(
      clientWith(fetch).request(okSchema, { method: 'GET', path: '/x', signal: controller.signal }),
    );

    expect(error).toMatchObject({ status: 499, code: 'closed' });
  });

  it('maps a request cancelled while in flight to 499, even with a custom abort reason', async () => {
    const controller = new AbortController();
    const { fetch, calls } = createFakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason));
        }),
    );
    const pending = clientWith(fetch).request(okSchema, { method: 'GET', path: '/x', signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort(new Error('route left'));

    expect((await rejection(pending)).status).toBe(499);
  });

  it('does not retry a request cancelled while its captcha was being answered', async () => {
    const controller = new AbortController();
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'captcha', 100));
    const onCaptchaRequired = async () => {
      controller.abort();
      return 'answer';
    };
    const error = await rejection(
      clientWith(fetch, { onCaptchaRequired }).request(okSchema, {
        method: 'GET',
        path: '/x',
        signal: controller.signal,
      }),
    );

    expect(error.status).toBe(499);
    expect(calls).toHaveLength(1);
  });
});

describe('createApiClient — 401', () => {
  it('refreshes the token once and retries with the new token', async () => {
    let token = 'old';
    const refreshToken = vi.fn(async () => {
      token = 'new';
    });
    const { fetch, calls } = createFakeFetch(errorResponse(401, 'unauthorized'), jsonResponse(200, { ok: true }));
    const client = clientWith(fetch, { getToken: () => token, refreshToken });

    await expect(client.request(okSchema, { method: 'GET', path: '/x' })).resolves.toEqual({ ok: true });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('rejects with the 401 once the default single auth retry is spent', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const { fetch, calls } = createFakeFetch(errorResponse(401, 'unauthorized'), errorResponse(401, 'unauthorized'));
    const error = await rejection(clientWith(fetch, { refreshToken }).request(okSchema, { method: 'GET', path: '/x' }));

    expect(error.status).toBe(401);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('caps auth retries at maxAuthRetries', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const { fetch, calls } = createFakeFetch(...Array.from({ length: 4 }, () => errorResponse(401, 'unauthorized')));
    const client = clientWith(fetch, { refreshToken, maxAuthRetries: 3 });
    const error = await rejection(client.request(okSchema, { method: 'GET', path: '/x' }));

    expect(error.status).toBe(401);
    expect(refreshToken).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(4);
  });

  it('does not refresh for a request that opts out of auth', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const { fetch, calls } = createFakeFetch(errorResponse(401, 'unauthorized'));
    const client = clientWith(fetch, { refreshToken });
    await rejection(client.request(okSchema, { method: 'GET', path: '/x', auth: false }));

    expect(refreshToken).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('rejects with the 401 and logs when the refresh itself fails', async () => {
    const log = createSpyLogger();
    const { fetch, calls } = createFakeFetch(errorResponse(401, 'unauthorized'));
    const refreshToken = async () => {
      throw new Error('token service down');
    };
    const error = await rejection(
      clientWith(fetch, { refreshToken, log }).request(okSchema, { method: 'GET', path: '/x' }),
    );

    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith('token refresh failed', expect.objectContaining({ path: '/x' }));
  });
});

describe('createApiClient — captcha', () => {
  it.each([100, 111, 112, 113])(
    'asks for a captcha on a 400 with exception_code %i and retries with x-captcha',
    async (code) => {
      const onCaptchaRequired = vi.fn(async () => 'captcha-answer');
      const { fetch, calls } = createFakeFetch(
        errorResponse(400, 'captcha_required', code),
        jsonResponse(200, { ok: true }),
      );
      const client = clientWith(fetch, { onCaptchaRequired });

      await expect(client.request(okSchema, { method: 'POST', path: '/login', body: {} })).resolves.toEqual({
        ok: true,
      });
      expect(onCaptchaRequired).toHaveBeenCalledWith(code);
      expect(calls[0]?.headers['x-captcha']).toBeUndefined();
      expect(calls[1]?.headers['x-captcha']).toBe('captcha-answer');
    },
  );

  it('gives up without a retry when the captcha is not answered', async () => {
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'captcha_required', 111));
    const client = clientWith(fetch, { onCaptchaRequired: async () => null });
    const error = await rejection(client.request(okSchema, { method: 'POST', path: '/login' }));

    expect(error).toMatchObject({ status: 400, exceptionCode: 111 });
    expect(calls).toHaveLength(1);
  });

  it('rejects with the 400 when showing the captcha fails', async () => {
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'captcha_required', 112));
    const onCaptchaRequired = async () => {
      throw new Error('widget failed to load');
    };
    const error = await rejection(
      clientWith(fetch, { onCaptchaRequired }).request(okSchema, { method: 'POST', path: '/l' }),
    );

    expect(error).toMatchObject({ status: 400, exceptionCode: 112 });
    expect(calls).toHaveLength(1);
  });

  it('retries only once when the answered captcha is asked for again', async () => {
    const onCaptchaRequired = vi.fn(async () => 'wrong');
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'captcha', 100), errorResponse(400, 'captcha', 100));
    const error = await rejection(
      clientWith(fetch, { onCaptchaRequired }).request(okSchema, { method: 'POST', path: '/l' }),
    );

    expect(error.exceptionCode).toBe(100);
    expect(onCaptchaRequired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('does not treat other 400 codes as captcha', async () => {
    const onCaptchaRequired = vi.fn(async () => 'answer');
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'bad_request', 101));
    await rejection(clientWith(fetch, { onCaptchaRequired }).request(okSchema, { method: 'POST', path: '/l' }));

    expect(onCaptchaRequired).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});

describe('createApiClient — fingerprint', () => {
  it('refreshes the fingerprint and retries', async () => {
    const refreshFingerprint = vi.fn(async () => undefined);
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'fingerprint', 120), jsonResponse(200, { ok: true }));

    await expect(
      clientWith(fetch, { refreshFingerprint }).request(okSchema, { method: 'GET', path: '/x' }),
    ).resolves.toEqual({ ok: true });
    expect(refreshFingerprint).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('stops after 2 fingerprint retries', async () => {
    const refreshFingerprint = vi.fn(async () => undefined);
    const { fetch, calls } = createFakeFetch(
      ...Array.from({ length: 3 }, () => errorResponse(400, 'fingerprint', 120)),
    );
    const error = await rejection(
      clientWith(fetch, { refreshFingerprint }).request(okSchema, { method: 'GET', path: '/x' }),
    );

    expect(error).toMatchObject({ status: 400, exceptionCode: 120 });
    expect(refreshFingerprint).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(3);
  });

  it('sends the current fingerprint token, and the refreshed one on the retry', async () => {
    let fingerprint: string | null = 'stale-fingerprint';
    const refreshFingerprint = vi.fn(async () => {
      fingerprint = 'fresh-fingerprint';
    });
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'fingerprint', 120), jsonResponse(200, { ok: true }));
    await clientWith(fetch, { refreshFingerprint, getFingerprint: () => fingerprint }).request(okSchema, {
      method: 'POST',
      path: '/web-api/auth/login',
    });

    expect(calls.map((call) => call.headers['x-fingerprint'])).toEqual(['stale-fingerprint', 'fresh-fingerprint']);
  });

  it('sends no fingerprint header while there is no fingerprint', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { ok: true }));
    await clientWith(fetch, { getFingerprint: () => null }).request(okSchema, { method: 'GET', path: '/x' });

    expect(calls[0]?.headers['x-fingerprint']).toBeUndefined();
  });

  it('logs a failed fingerprint refresh and rejects with the original error', async () => {
    const log = createSpyLogger();
    const { fetch, calls } = createFakeFetch(errorResponse(400, 'fingerprint', 120));
    const refreshFingerprint = async () => {
      throw new Error('script blocked');
    };
    const error = await rejection(
      clientWith(fetch, { refreshFingerprint, log }).request(okSchema, { method: 'GET', path: '/x' }),
    );

    expect(error.exceptionCode).toBe(120);
    expect(calls).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith('fingerprint refresh failed', expect.objectContaining({ attempt: 1 }));
  });
});

describe('createApiClient — terms', () => {
  it('calls onTermsRequired on a 451 with exception_code 1 and rejects without retrying', async () => {
    const onTermsRequired = vi.fn();
    const { fetch, calls } = createFakeFetch(errorResponse(451, 'terms_changed', 1));
    const error = await rejection(
      clientWith(fetch, { onTermsRequired }).request(okSchema, { method: 'GET', path: '/x' }),
    );

    expect(error.status).toBe(451);
    expect(onTermsRequired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('leaves other 451 answers alone', async () => {
    const onTermsRequired = vi.fn();
    const { fetch } = createFakeFetch(errorResponse(451, 'unavailable_for_legal_reasons', 2));
    await rejection(clientWith(fetch, { onTermsRequired }).request(okSchema, { method: 'GET', path: '/x' }));

    expect(onTermsRequired).not.toHaveBeenCalled();
  });
});
