// @vitest-environment happy-dom
import { consoleLogger, createApiClient, installBrowserApi } from '@betfront/api-client';
import type { ClientLimit } from '@betfront/contract/limits';
import { createTranslate, publish } from '@betfront/remote-kit';
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/shell/en.json';
import type { PageState } from '../page/page-state';
import { limitOf } from './limit-fixture';
import { LIMIT_PING_INTERVAL_MS } from './responsible-ping';
import { useResponsiblePing } from './use-responsible-ping';

const t = createTranslate(en, 'en');
const stateOf = (userId: number | null) =>
  ({ lng: 'en', session: { user_id: userId }, config: {}, route: null }) as unknown as PageState;

let limitsAnswer: () => Response;
let asked: string[];
// The ping loads the limits contract when it first asks: loaded once here, it answers within the fake clock's steps.
beforeAll(async () => {
  await import('@betfront/contract/limits');
});

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  limitsAnswer = () => Response.json({ limits: [] });
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const path = new URL(url, 'http://site').pathname;
        asked.push(path.slice(path.lastIndexOf('/') + 1));
        if (path.endsWith('/limits')) return limitsAnswer();
        return Response.json({ sessionSecondsLeft: null, realityCheck: null, realityCheckInSeconds: 300 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const answering = (limits: ClientLimit[]) => () => Response.json({ limits });
const renderPing = (userId: number | null) =>
  renderHook(() => useResponsiblePing(stateOf(userId), t, false), { wrapper: queryWrapper() });

describe('useResponsiblePing', () => {
  it('reads the limits once, and pings at once and every 30 s while a reality check applies', async () => {
    limitsAnswer = answering([limitOf(32, 'ACTIVE')]);
    renderPing(7);
    await wait(5);
    expect(asked).toEqual(['limits', 'ping']);
    await wait(LIMIT_PING_INTERVAL_MS);
    await wait(LIMIT_PING_INTERVAL_MS);
    expect(asked).toEqual(['limits', 'ping', 'ping', 'ping']);
  });

  it('asks nothing for a visitor', async () => {
    renderPing(null);
    await wait(2 * LIMIT_PING_INTERVAL_MS);
    expect(asked).toEqual([]);
  });

  it('pings nothing without a limit, until a page changes the limits and one applies', async () => {
    renderPing(7);
    await wait(2 * LIMIT_PING_INTERVAL_MS);
    expect(asked).toEqual(['limits']);

    limitsAnswer = answering([limitOf(31, 'ACTIVE')]);
    publish('limitsChanged', {});
    await wait(5);
    expect(asked).toEqual(['limits', 'limits', 'ping']);

    limitsAnswer = answering([limitOf(31, 'INACTIVE')]);
    publish('limitsChanged', {});
    await wait(2 * LIMIT_PING_INTERVAL_MS);
    expect(asked).toEqual(['limits', 'limits', 'ping', 'limits']);
  });

  it('notes limits that could not be read, and keeps pinging as it was', async () => {
    const warn = vi.spyOn(consoleLogger, 'warn').mockImplementation(() => undefined);
    limitsAnswer = answering([limitOf(32, 'ACTIVE')]);
    renderPing(7);
    await wait(5);
    limitsAnswer = () => Response.json({}, { status: 500 });
    publish('limitsChanged', {});
    await wait(5);
    expect(warn).toHaveBeenCalledWith('limits could not be read', expect.anything());
    await wait(LIMIT_PING_INTERVAL_MS);
    expect(asked).toEqual(['limits', 'ping', 'limits', 'ping']);
  });
});
