import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@betfront/contract';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { createFakeFetch, errorResponse, jsonResponse } from './testing/fake-fetch';
import { loadBlock } from './load-block';
import { loadRedirect } from './load-redirect';
import { loadSessionUser } from './load-session-user';
import { loadSiteConfig, NoSiteConfigError } from './load-site-config';
import { createSpyLogger } from './testing/spy-logger';

const siteConfig: SiteConfig = {
  ref_id: 1,
  group_id: 2,
  projectName: 'betfront',
  domain: 'betfront.test',
  isVipDomain: false,
  lang: 'en',
  defaultLanguage: 'ru',
  languages: [{ code: 'en', name: 'English', hiddenForVisitors: false }],
  countryCode: 'gb',
  features: [1],
  routes: [47],
  blockedUrlFragments: [],
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: 0,
  },
  isIdentificationEnabled: false,
  isTermsConfirmationEnabled: true,
  isRegistrationAllowed: true,
  isAccountMiddlewareMode: false,
  isThirdPartyAllowed: true,
  isSnowEnabled: false,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: true,
  isPaymentConsultantAvailable: true,
  autoLogoffMinutes: 30,
  seo: { canonicalMode: 'url', mirrorHost: null },
  brandBook: [],
  isPwa: false,
  pwaManifest: { themeColor: '#000000' },
  pwaPromptAudience: 'all',
  ageConfirmation: 'off',
  isSystemBankerOnByDefault: false,
};

const blockResult = { displayTypeId: 1, templateTypeId: 4 };
const redirectResult = { redirect: true, code: 301, url: '/en/line', reasons: ['moved'], breadcrumbs: [] };

function failures(count: number) {
  return Array.from({ length: count }, () => errorResponse(503, 'unavailable'));
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

function clientFor(fetch: ReturnType<typeof createFakeFetch>['fetch']) {
  return createApiClient({ fetch, applicationName: 'app', log: createSpyLogger() });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadSiteConfig', () => {
  it('asks GET /bff-api/config/all.json with the language and the country header', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, siteConfig));
    await expect(loadSiteConfig(clientFor(fetch), 'en', 'gb')).resolves.toEqual(siteConfig);

    expect(calls[0]?.url).toBe('/bff-api/config/all.json?lang=en');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers['x-country-code']).toBe('gb');
  });

  it('retries 1 s apart on a real timer and returns the fifth answer', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = createFakeFetch(...failures(4), jsonResponse(200, siteConfig));
    const loaded = vi.fn();
    void loadSiteConfig(clientFor(fetch), 'en').then(loaded);

    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(5);
    expect(loaded).toHaveBeenCalledWith(siteConfig);
  });

  it("throws 'no site config' after 5 failed tries", async () => {
    const { delays, sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(...failures(5));
    const error = await loadSiteConfig(clientFor(fetch), 'en', undefined, { sleep }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(NoSiteConfigError);
    expect((error as NoSiteConfigError).message).toBe('no site config');
    expect((error as NoSiteConfigError).cause).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(5);
    expect(calls[0]?.headers['x-country-code']).toBeUndefined();
    expect(delays).toEqual([1000, 1000, 1000, 1000]);
  });

  it('counts an incorrect config answer as a failed try', async () => {
    const { sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { lang: 'en' }), jsonResponse(200, siteConfig));
    await expect(loadSiteConfig(clientFor(fetch), 'en', undefined, { sleep })).resolves.toEqual(siteConfig);
    expect(calls).toHaveLength(2);
  });
});

describe('loadBlock', () => {
  it('posts auth and url to /blocks-api/api/v2/block', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, blockResult));
    await expect(loadBlock(clientFor(fetch), { auth: true, url: '/en/live' })).resolves.toEqual(blockResult);

    expect(calls[0]?.url).toBe('/blocks-api/api/v2/block');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"auth":true,"url":"/en/live"}');
  });

  it('tries twice 100 ms apart', async () => {
    const { delays, sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(...failures(1), jsonResponse(200, blockResult));
    await expect(loadBlock(clientFor(fetch), { auth: false, url: '/' }, { sleep })).resolves.toEqual(blockResult);
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([100]);
  });

  it('logs and returns null after 2 failed tries', async () => {
    const log = createSpyLogger();
    const { sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(...failures(2));
    await expect(loadBlock(clientFor(fetch), { auth: false, url: '/x' }, { sleep, log })).resolves.toBeNull();
    expect(calls).toHaveLength(2);
    expect(log.error).toHaveBeenCalledWith('block check failed', expect.objectContaining({ url: '/x' }));
  });
});

describe('loadRedirect', () => {
  it('posts the url to /redirects-api/api/v1/redirect-light', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, redirectResult));
    await expect(loadRedirect(clientFor(fetch), '/old')).resolves.toEqual(redirectResult);

    expect(calls[0]?.url).toBe('/redirects-api/api/v1/redirect-light');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"url":"/old"}');
  });

  it('tries 5 times 1 s apart, then logs and returns null', async () => {
    const log = createSpyLogger();
    const { delays, sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(...failures(5));
    await expect(loadRedirect(clientFor(fetch), '/old', { sleep, log })).resolves.toBeNull();

    expect(calls).toHaveLength(5);
    expect(delays).toEqual([1000, 1000, 1000, 1000]);
    expect(log.error).toHaveBeenCalledWith('redirect check failed', expect.objectContaining({ url: '/old' }));
  });
});

describe('loadSessionUser', () => {
  it('returns the user id of GET /web-api/session/check', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { user_id: 42 }));
    await expect(loadSessionUser(clientFor(fetch))).resolves.toBe(42);
    expect(calls[0]?.url).toBe('/web-api/session/check');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('returns null at once when the session has no user', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse(200, { user_id: null }));
    await expect(loadSessionUser(clientFor(fetch))).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('retries a failed check twice, 1500 ms apart', async () => {
    const { delays, sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(...failures(2), jsonResponse(200, { user_id: 5 }));
    await expect(loadSessionUser(clientFor(fetch), { sleep })).resolves.toBe(5);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([1500, 1500]);
  });

  it('logs and returns null when the check and both retries fail', async () => {
    const log = createSpyLogger();
    const { sleep } = recordingSleep();
    const { fetch, calls } = createFakeFetch(new TypeError('Failed to fetch'), ...failures(2));
    await expect(loadSessionUser(clientFor(fetch), { sleep, log })).resolves.toBeNull();
    expect(calls).toHaveLength(3);
    expect(log.error).toHaveBeenCalledWith('session check failed', expect.any(Object));
  });
});
