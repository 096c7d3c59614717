// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePhoneData } from './use-phone-data';

const RUSSIA = { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' };

let countries: unknown[];
let asked: string[];
beforeEach(() => {
  countries = [];
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const { pathname, search } = new URL(url, 'http://site');
        asked.push(pathname + search);
        if (pathname.endsWith('/masks')) return Response.json({ masks: [] });
        const body = countries.shift();
        return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 500 : 200 });
      },
    }),
  );
});
afterEach(cleanup);

describe('usePhoneData', () => {
  it('is loading, then ready with the countries of the language, read once for every field', async () => {
    countries = [{ countries: [RUSSIA] }];
    const wrapper = queryWrapper();
    const { result } = renderHook(() => usePhoneData('en'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.countries.map((country) => country.country_code)).toEqual(['RU']);
    const second = renderHook(() => usePhoneData('en'), { wrapper });
    expect(second.result.current.status).toBe('ready');
    expect(asked.filter((path) => path.includes('countries'))).toEqual(['/web-api/phone/countries?lng=en']);
  });

  it('fails with no countries, and the next field reads again', async () => {
    const wrapper = queryWrapper();
    const { result } = renderHook(() => usePhoneData('ru'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.countries).toEqual([]);
    countries = [{ countries: [RUSSIA] }];
    const next = renderHook(() => usePhoneData('ru'), { wrapper });
    await waitFor(() => expect(next.result.current.status).toBe('ready'));
    expect(asked.filter((path) => path.includes('countries'))).toHaveLength(2);
  });

  it('names the countries in the language of the page when not told one', async () => {
    document.documentElement.lang = 'en';
    countries = [{ countries: [RUSSIA] }];
    const { result } = renderHook(() => usePhoneData(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toContain('/web-api/phone/countries?lng=en');
  });
});
