// @vitest-environment happy-dom
import { consoleLogger, createApiClient, installBrowserApi } from '@betfront/api-client';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@betfront/contract/app-version';
import { COOKIE_CONSENT, COOKIE_CONSENT_COOKIE, createTranslate, subscribe } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/shell/en.json';
import { UpdateNotice } from './update-notice';

const t = createTranslate(en, 'en');
const NOTICE = en['shell.update.text'];

let served: Response[];
let checks: number;
let recorded: AnalyticsEvent[];
let stopRecording: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  served = [];
  checks = 0;
  recorded = [];
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${COOKIE_CONSENT.all}`;
  stopRecording = subscribe('analytics', (event) => recorded.push(event));
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async () => {
        checks += 1;
        return served.shift() ?? Response.json({ version: 'build-1' });
      },
    }),
  );
});
afterEach(() => {
  stopRecording();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('UpdateNotice', () => {
  it('checks a minute after the page opens, then every 30 minutes, and offers the newer build once it is served', async () => {
    renderWithQueries(<UpdateNotice version="build-1" t={t} hasWholeTexts />);
    await wait(UPDATE_CHECK_DELAY_MS - 1);
    expect(checks).toBe(0);
    await wait(1);
    expect(checks).toBe(1);
    expect(screen.queryByText(NOTICE)).toBeNull();

    await wait(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(checks).toBe(1);
    served.push(Response.json({ version: 'build-2' }));
    await wait(5);
    expect(checks).toBe(2);
    expect(screen.getByRole('status').textContent).toContain(NOTICE);
    expect(recorded).toEqual([{ name: 'app_update', running: 'build-1', served: 'build-2' }]);

    await wait(3 * UPDATE_CHECK_INTERVAL_MS);
    expect(checks).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: en['shell.update.later'] }));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('notes a check that failed and checks again at the next interval', async () => {
    const warn = vi.spyOn(consoleLogger, 'warn').mockImplementation(() => undefined);
    served.push(Response.json({}, { status: 500 }), Response.json({ version: 'build-2' }));
    renderWithQueries(<UpdateNotice version="build-1" t={t} hasWholeTexts />);
    await wait(UPDATE_CHECK_DELAY_MS + 5);
    expect(checks).toBe(1);
    expect(warn).toHaveBeenCalledWith('update check: not answered', expect.anything());
    expect(screen.queryByText(NOTICE)).toBeNull();

    await wait(UPDATE_CHECK_INTERVAL_MS + 5);
    expect(checks).toBe(2);
    expect(screen.getByText(NOTICE)).toBeTruthy();
  });
});
