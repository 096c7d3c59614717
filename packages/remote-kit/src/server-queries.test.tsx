import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderRemote } from './server';
import type { Fetcher, RemoteContext, RemoteDefinition } from './types';

const ctx: RemoteContext = {
  lng: 'en',
  route: { name: 'information.rules', params: {}, query: {}, path: '/en/information/rules' },
  user: null,
  isMobile: false,
};

const dictionaries: Fetcher = async () => Response.json({ id: 'common', lang: 'en', entries: {} });

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
