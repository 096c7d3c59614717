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
