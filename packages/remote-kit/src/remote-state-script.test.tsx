// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
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

const dictionaries: Fetcher = async () => Response.json({ ids: ['common'], lang: 'en', entries: {} });

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

function Counts({ data }: { data: { shown: number } }) {
  const read = useQuery({ queryKey: ['read'], queryFn: () => 0 });
  const taken = useQuery({ queryKey: ['taken'], queryFn: () => 0, initialData: data.shown, staleTime: Infinity });
  return <p>{`${String(read.data)} ${String(taken.data)}`}</p>;
}

const remote: RemoteDefinition<{ shown: number }> = {
  appName: 'info',
  dictionaries: [],
  App: Counts,
  load: async ({ queries }) => {
    await queries.prefetchQuery({ queryKey: ['read'], queryFn: () => 41 });
    return { status: 200, data: { shown: 24 } };
  },
  head: () => ({ title: 'Rules' }),
};

describe('the queries a server render hands to the browser', () => {
  it('are those its load read, not those whose data the component took from the remote’s data', async () => {
    const rendered = await renderRemote(remote, ctx, dictionaries);
    expect(rendered.body).toContain('<p>41 24</p>');
    expect(rendered.body).toContain('["read"]');
    expect(rendered.body).not.toContain('["taken"]');
  });
});
