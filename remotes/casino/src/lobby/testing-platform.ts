import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';

/** A catalogue game as the platform answers it, for the remote's tests. */
export function tileFixture(id: string, overrides: Partial<CasinoGameTile> = {}): CasinoGameTile {
  return {
    id,
    name: `Game ${id}`,
    slug: `game-${id}`,
    provider: { id: 'northlight', name: 'Northlight Studios' },
    engine: 'slot',
    tags: [],
    hasDemo: true,
    cover: `/static/casino-covers/en/${id}.svg?v=1`,
    ...overrides,
  };
}

/** A platform that answers the paths it knows (matched without the query) and 404 otherwise; it records calls. */
export function fakePlatform(answers: Readonly<Record<string, unknown>>) {
  const calls: string[] = [];
  const fetch = (input: string) => {
    calls.push(input);
    const body = answers[input.split('?')[0] ?? ''];
    return Promise.resolve(
      body === undefined
        ? new Response('{"error":{"code":"not_found","message":"no"}}', { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 }),
    );
  };
  return { fetch, calls };
}
