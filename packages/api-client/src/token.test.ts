import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { createFakeFetch, errorResponse, jsonResponse } from './testing/fake-fetch';
import { createSpyLogger } from './testing/spy-logger';
import { createTokenSource, decodeTokenPayload, isTokenFresh } from './token';

const NOW = 1_700_000_000_000;

function makeToken(payload: unknown): string {
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
}

describe('isTokenFresh', () => {
  it('accepts a token whose expiry is in the future', () => {
    expect(isTokenFresh(makeToken({ sub: 7, exp: NOW / 1000 + 60 }), NOW)).toBe(true);
  });

  it('rejects an expired token and one expiring right now', () => {
    expect(isTokenFresh(makeToken({ sub: 7, exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ sub: 7, exp: NOW / 1000 }), NOW)).toBe(false);
  });

  it('rejects a missing token, one without an expiry and one that cannot be read', () => {
    expect(isTokenFresh(null, NOW)).toBe(false);
    expect(isTokenFresh(undefined, NOW)).toBe(false);
    expect(isTokenFresh('', NOW)).toBe(false);
    expect(isTokenFresh(makeToken({ sub: 7 }), NOW)).toBe(false);
    expect(isTokenFresh('not base64!.sig', NOW)).toBe(false);
    expect(isTokenFresh(`${Buffer.from('not json').toString('base64url')}.sig`, NOW)).toBe(false);
  });
});

describe('decodeTokenPayload', () => {
  it('reads base64url payloads that use - and _', () => {
    // '?' and '>' runs encode to '-' and '_' in base64url, which plain atob would refuse.
    const payload = { sub: 1, exp: 2, note: '??>??~~~' };
    const token = makeToken(payload);
    expect(token).toMatch(/[-_]/);
    expect(decodeTokenPayload(token)).toEqual({ sub: 1, exp: 2 });
  });
});

function tokenAnswers(count: number, exp = NOW / 1000 + 3600) {
  return Array.from({ length: count }, (_, index) => jsonResponse(200, { token: makeToken({ sub: index, exp }) }));
}

describe('createTokenSource', () => {
  it('asks GET /web-api/user/gettoken?force_refresh=true without a bearer token', async () => {
    const { fetch, calls } = createFakeFetch(...tokenAnswers(1));
    const client = createApiClient({ fetch, applicationName: 'app', getToken: () => 'should-not-be-sent' });
    await createTokenSource(client, () => NOW).get();

    expect(calls[0]?.url).toBe('/web-api/user/gettoken?force_refresh=true');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('lets concurrent callers share one request', async () => {
    const { fetch, calls } = createFakeFetch(...tokenAnswers(2));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app' }), () => NOW);
    const tokens = await Promise.all([source.get(), source.get(), source.get()]);

    expect(calls).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('shares the answer for 60 000 ms, then fetches again', async () => {
    let now = NOW;
    const { fetch, calls } = createFakeFetch(...tokenAnswers(2));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app' }), () => now);
    const first = await source.get();

    now = NOW + 59_999;
    await expect(source.get()).resolves.toBe(first);
    expect(calls).toHaveLength(1);

    now = NOW + 60_000;
    await expect(source.get()).resolves.not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('fetches again inside the 60 s when the shared token has expired', async () => {
    let now = NOW;
    const { fetch, calls } = createFakeFetch(...tokenAnswers(2, NOW / 1000 + 10));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app' }), () => now);
    await source.get();

    now = NOW + 10_000;
    await source.get();
    expect(calls).toHaveLength(2);
  });

  it('logs and rejects a failed fetch, and the next caller tries again', async () => {
    const log = createSpyLogger();
    const { fetch, calls } = createFakeFetch(errorResponse(500, 'internal'), ...tokenAnswers(1));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app', log }), () => NOW, log);

    await expect(source.get()).rejects.toMatchObject({ status: 500 });
    expect(log.error).toHaveBeenCalledWith('token fetch failed', expect.any(Object));
    await expect(source.get()).resolves.toEqual(expect.any(String));
    expect(calls).toHaveLength(2);
  });

  it('refresh fetches a new token, joining one already on its way', async () => {
    const { fetch, calls } = createFakeFetch(...tokenAnswers(2));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app' }), () => NOW);
    const first = await source.get();

    const [second, joined] = await Promise.all([source.refresh(), source.refresh()]);
    expect(second).not.toBe(first);
    expect(joined).toBe(second);
    expect(calls).toHaveLength(2);
    await expect(source.get()).resolves.toBe(second);
  });

  it('forget drops the shared token, so the next caller fetches a new one', async () => {
    const { fetch, calls } = createFakeFetch(...tokenAnswers(2));
    const source = createTokenSource(createApiClient({ fetch, applicationName: 'app' }), () => NOW);
    const first = await source.get();

    source.forget();
    await expect(source.get()).resolves.not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('wired into the client, a 401 refreshes the token and the retry carries the new one', async () => {
    const [firstToken, secondToken] = tokenAnswers(2);
    const { fetch, calls } = createFakeFetch(
      firstToken as Response,
      errorResponse(401, 'unauthorized'),
      secondToken as Response,
      jsonResponse(200, { limits: [] }),
    );
    const source: { current?: ReturnType<typeof createTokenSource> } = {};
    const client = createApiClient({
      fetch,
      applicationName: 'app',
      getToken: () => source.current?.get() ?? null,
      refreshToken: () => source.current?.refresh() ?? Promise.resolve(),
    });
    source.current = createTokenSource(client, () => NOW);

    await client.request(z.object({ limits: z.array(z.unknown()) }), { method: 'GET', path: '/limits' });
    const limitCalls = calls.filter((call) => call.url === '/limits');
    expect(limitCalls).toHaveLength(2);
    expect(limitCalls[0]?.headers.authorization).not.toBe(limitCalls[1]?.headers.authorization);
    expect(calls.filter((call) => call.url.startsWith('/web-api/user/gettoken'))).toHaveLength(2);
  });
});
