import type { ApiClient } from '@betfront/api-client';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { describe, expect, it } from 'vitest';
import { checkForUpdate } from './check-for-update';

const clientServing = (version: string) =>
  ({
    request: async (schema: { parse: (value: unknown) => unknown }) => schema.parse({ version }),
  }) as unknown as ApiClient;

describe('checkForUpdate', () => {
  it('says nothing and records nothing while the site serves the build the page runs', async () => {
    const recorded: AnalyticsEvent[] = [];
    expect(await checkForUpdate(clientServing('build-1'), 'build-1', (event) => recorded.push(event))).toBe(false);
    expect(recorded).toEqual([]);
  });

  it('records the app_update event with both builds when the site serves another one', async () => {
    const recorded: AnalyticsEvent[] = [];
    expect(await checkForUpdate(clientServing('build-2'), 'build-1', (event) => recorded.push(event))).toBe(true);
    expect(recorded).toEqual([{ name: 'app_update', running: 'build-1', served: 'build-2' }]);
  });
});
