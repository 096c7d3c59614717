// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/common/en.json';
import { ShellContext } from '../app/shell-context';
import type { ShellContextValue } from '../app/shell-context';
import type { PageState } from '../page/page-state';
import { RemoteView } from './remote-view';

const PATH = '/en/information/rules';
let viewRequests: string[];

/** A shell whose remote views never answer: every mount of the view ends in its error state. */
function shellWithFailingViews(query: Record<string, string> = {}): ShellContextValue {
  const state = {
    lng: 'en',
    mainRemote: 'information',
    registry: { information: { js: '/remotes/information.js', css: [] } },
  } as unknown as PageState;
  return {
    state,
    t: createTranslate(en, 'en'),
    fetcher: (input) => {
      viewRequests.push(input);
      return Promise.reject(new Error('Failed to fetch'));
    },
    remoteContext: {
      lng: 'en',
      route: { name: 'information', params: {}, query, path: PATH },
      user: null,
      isMobile: false,
    },
    reportStatus: () => {},
    areTextsMissing: false,
    hasWholeTexts: true,
    loadTexts: async () => undefined,
  };
}

/** Lets the view's failed load reach its error state. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const refresh = () => screen.getByRole('button', { name: en.main_page_refresh_button });

beforeEach(() => {
  viewRequests = [];
  vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RemoteView', () => {
  it('reads its failure texts in the server render, so that the page carries them for a failure on a failing network', () => {
    const shell = shellWithFailingViews();
    const read: string[] = [];
    const t: ShellContextValue['t'] = (key, vars) => {
      read.push(key);
      return shell.t(key, vars);
    };
    renderToString(
      <ShellContext.Provider value={{ ...shell, t }}>
        <RemoteView appName="information" serverHtml="<p>rules</p>" />
      </ShellContext.Provider>,
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'main_dictionary_load_error',
        'main_dictionary_refresh_page',
        'main_page_refresh_button',
      ]),
    );
  });

  it('reloads by hand at most once in 1000 ms', async () => {
    render(
      <ShellContext.Provider value={shellWithFailingViews()}>
        <RemoteView appName="information" serverHtml="" />
      </ShellContext.Provider>,
    );
    await settle();
    expect(viewRequests).toHaveLength(1);

    act(() => refresh().click());
    await settle();
    expect(viewRequests).toHaveLength(2);

    act(() => refresh().click());
    vi.setSystemTime(Date.now() + 999);
    act(() => refresh().click());
    await settle();
    expect(viewRequests).toHaveLength(2);

    vi.setSystemTime(Date.now() + 1);
    act(() => refresh().click());
    await settle();
    expect(viewRequests).toHaveLength(3);
  });

  it('asks for the view of the page with its query, on which the content may depend', async () => {
    render(
      <ShellContext.Provider value={shellWithFailingViews({ sportId: '1', date: '2026-05-01' })}>
        <RemoteView appName="information" serverHtml="" />
      </ShellContext.Provider>,
    );
    await settle();
    expect(viewRequests).toEqual([`/remote-views/information${PATH}?sportId=1&date=2026-05-01`]);
  });
});
