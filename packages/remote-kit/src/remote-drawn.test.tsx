// @vitest-environment happy-dom
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createMount } from './client';
import { renderRemote } from './server';
import type { RemoteContext, RemoteDefinition } from './types';

const ctx: RemoteContext = {
  lng: 'en',
  route: { name: 'information.rules', params: {}, query: {}, path: '/en/information/rules' },
  user: null,
  isMobile: false,
};

const answer = async () => Response.json({ ids: ['common', 'info'], lang: 'en', entries: { 'rules.title': 'Rules' } });

const effects: string[] = [];
const remote: RemoteDefinition<null> = {
  appName: 'info',
  dictionaries: ['info'],
  App: function Rules({ t }) {
    useEffect(() => {
      effects.push('hydrated');
    }, []);
    return <p>{t('rules.title')}</p>;
  },
  load: async () => ({ status: 200, data: null }),
  head: () => ({ title: 'Rules' }),
};

describe('a mounted remote', () => {
  it('tells once its server markup has hydrated, not when its mount returns', async () => {
    const rendered = await renderRemote(remote, ctx, answer);
    const container = document.createElement('div');
    container.innerHTML = rendered.body;
    const handle = createMount(remote)(container, answer);
    let isDrawn = false;
    void handle.drawn.then(() => (isDrawn = true));
    await Promise.resolve();
    expect(isDrawn).toBe(false);
    expect(effects).toEqual([]);
    await handle.drawn;
    expect(effects).toEqual(['hydrated']);
    expect(container.querySelector('p')?.textContent).toBe('Rules');
    handle.unmount();
  });
});
