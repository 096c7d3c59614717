import { createApiClient, installBrowserApi } from '@betfront/api-client';
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

/** A request the platform answers only when the test says so, to see the page while it waits. */
export interface HeldRequest {
  method: string;
  url: URL;
  answer(status: number, body: unknown): void;
}

/** Installs the browser's API client over a network that holds every request for the test to answer. */
export function installHeldPlatform(): HeldRequest[] {
  const held: HeldRequest[] = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: (url, init) =>
        new Promise((resolve) => {
          held.push({
            method: init.method ?? 'GET',
            url: new URL(url, 'http://site'),
            answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
          });
        }),
    }),
  );
  return held;
}
