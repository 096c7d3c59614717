import type { ApiClient, RequestOptions } from '@betfront/api-client';
import { describe, expect, it } from 'vitest';
import { checkForUpdate } from './check-for-update';

function clientServing(version: string) {
  const posted: unknown[] = [];
  const client = {
    request: async (schema: { parse: (value: unknown) => unknown }, options: RequestOptions) => {
      if (options.method === 'POST') {
        posted.push(options.body);
        return schema.parse(null);
      }
      return schema.parse({ version });
    },
  } as unknown as ApiClient;
  return { client, posted };
}

describe('checkForUpdate', () => {
  it('says nothing and records nothing while the site serves the build the page runs', async () => {
    const { client, posted } = clientServing('build-1');
    expect(await checkForUpdate(client, 'build-1', 4)).toBe(false);
    expect(posted).toEqual([]);
  });

  it('records the app_update event with both builds when the site serves another one', async () => {
    const { client, posted } = clientServing('build-2');
    expect(await checkForUpdate(client, 'build-1', 4)).toBe(true);
    expect(posted).toEqual([{ events: [{ name: 'app_update', running: 'build-1', served: 'build-2' }] }]);
  });

  it('offers the update but records nothing for a visitor who did not allow analytics', async () => {
    const { client, posted } = clientServing('build-2');
    expect(await checkForUpdate(client, 'build-1', 2)).toBe(true);
    expect(await checkForUpdate(client, 'build-1', null)).toBe(true);
    expect(posted).toEqual([]);
  });
});
