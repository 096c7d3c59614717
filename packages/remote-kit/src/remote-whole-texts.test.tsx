// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMount } from './client';
import { REMOTE_ROOT_ATTRIBUTE, REMOTE_TEXTS_ATTRIBUTE } from './remote-state';
import { renderRemote } from './server';
import type { Fetcher, RemoteContext, RemoteDefinition } from './types';

const ctx: RemoteContext = {
  lng: 'en',
  route: { name: 'information.rules', params: {}, query: {}, path: '/en/information/rules' },
  user: null,
  isMobile: false,
};

const ENTRIES = { 'rules.title': 'Rules', 'rules.dialog': 'Settings' };
const answer = () => Response.json({ ids: ['common', 'info'], lang: 'en', entries: ENTRIES });

/** A remote that draws a second text only in the browser, after its first render. */
const remote: RemoteDefinition<null> = {
  appName: 'info',
  dictionaries: ['info'],
  App: function Rules({ t }) {
    const [isOpen, setOpen] = useState(false);
    useEffect(() => setOpen(true), []);
    return (
      <p>
        <span>{t('rules.title')}</span>
        <b>{isOpen ? t('rules.dialog') : null}</b>
      </p>
    );
  },
  load: async () => ({ status: 200, data: null }),
  head: () => ({ title: 'Rules' }),
};

describe('a text drawn in the browser only', () => {
  it('is empty, never its key, until the whole dictionaries arrive; then it shows and the root says so', async () => {
    const rendered = await renderRemote(remote, ctx, async () => answer());
    const container = document.createElement('div');
    container.innerHTML = rendered.body;
    let arrive: (() => void) | null = null;
    const whole: Fetcher = () => new Promise((resolve) => (arrive = () => resolve(answer())));
    const handle = createMount(remote)(container, whole);
    const root = container.querySelector(`[${REMOTE_ROOT_ATTRIBUTE}]`);
    const dialog = () => container.querySelector('b')?.textContent;

    await vi.waitFor(() => expect(container.querySelector('b')).not.toBeNull());
    expect(dialog()).toBe('');
    expect(container.textContent).not.toContain('rules.dialog');
    expect(root?.hasAttribute(REMOTE_TEXTS_ATTRIBUTE)).toBe(false);

    // The text it lacked asked for the whole dictionaries.
    await vi.waitFor(() => expect(arrive).not.toBeNull());
    arrive!();
    await vi.waitFor(() => expect(dialog()).toBe('Settings'));
    expect(root?.getAttribute(REMOTE_TEXTS_ATTRIBUTE)).toBe('whole');
    handle.unmount();
  });

  it('shows once a failed load of the whole dictionaries is tried again', async () => {
    // Another language than the test before, whose whole dictionaries the page keeps.
    const rendered = await renderRemote(remote, { ...ctx, lng: 'ru' }, async () => answer());
    const container = document.createElement('div');
    container.innerHTML = rendered.body;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let loads = 0;
    const failingOnce: Fetcher = async () => {
      loads += 1;
      return loads === 1 ? new Response('unavailable', { status: 503 }) : answer();
    };
    const handle = createMount(remote)(container, failingOnce);
    await vi.waitFor(() => expect(loads).toBe(1));
    expect(container.querySelector('b')?.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(container.querySelector('b')?.textContent).toBe('Settings'));
    expect(loads).toBe(2);
    handle.unmount();
    vi.useRealTimers();
  });
});
