// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMount } from './client';
import { renderRemote } from './server';
import type { Fetcher, RemoteContext, RemoteDefinition } from './types';

interface Data {
  label: string;
  count: number | bigint;
}

const ctx: RemoteContext = {
  lng: 'en',
  route: { name: 'information.rules', params: {}, query: {}, path: '/en/information/rules' },
  user: null,
  isMobile: false,
};

const dictionaries: Fetcher = async () => Response.json({ id: 'common', lang: 'en', entries: {} });

/** A remote whose server data holds a BigInt (which JSON cannot write) and whose browser read answers a number. */
function remoteReadingTwice(): RemoteDefinition<Data> {
  let reads = 0;
  return {
    appName: 'info',
    dictionaries: [],
    App: ({ data }) => <p>{`${data.label}: ${String(data.count)}`}</p>,
    load: async () => {
      reads += 1;
      return { status: 200, data: reads === 1 ? { label: 'server', count: 1n } : { label: 'browser', count: 2 } };
    },
    head: () => ({ title: 'Rules' }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a remote state that cannot be serialised', () => {
  it('is logged, the page keeps the server markup, and the browser reads the data again and renders it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const definition = remoteReadingTwice();
    const rendered = await renderRemote(definition, ctx, dictionaries);
    expect(rendered.status).toBe(200);
    expect(errors).toHaveBeenCalledWith(
      'betfront: the state of the info remote could not be serialised',
      expect.any(TypeError),
    );

    const container = document.createElement('div');
    container.innerHTML = rendered.body;
    expect(container.textContent).toContain('server: 1');
    const handle = createMount(definition)(container, dictionaries);
    await vi.waitFor(() => expect(container.textContent).toContain('browser: 2'));
    handle.unmount();
  });
});
