// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { createTranslate } from '@betfront/remote-kit';
import bettingEn from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import boardEn from '../../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import { emptyPageGames } from '../load/page-games';
import { gameFixture } from '../testing/game-fixture';
import { SportsbookContent } from './sportsbook-content';

vi.mock('@betfront/live-feed', () => ({
  subscribeGames: vi.fn(() => () => undefined),
  subscribeVisibleGames: vi.fn(() => ({ setVisible: () => undefined, stop: () => undefined })),
}));

const t = createTranslate({ ...bettingEn, ...boardEn });

function serverMarkup(count: number) {
  const games = Array.from({ length: count }, (_, index) =>
    gameFixture({ id: index + 1, champId: 1 + (index % 3), home: { id: 1, name: `Home ${index + 1}` } }),
  );
  const page = emptyPageGames({ lists: [{ id: 'games', titleKey: 'betting.list.live', games }] });
  const html = renderToString(
    withQueries(<SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="sport" />),
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a long list on the server', () => {
  it('draws its first screen of rows in full and links every other game on a line of its own', () => {
    const page = serverMarkup(40);
    expect(page.querySelectorAll('[data-game-id]')).toHaveLength(12);
    const links = [...page.querySelectorAll('li > a')];
    expect(links).toHaveLength(28);
    expect(links.every((link) => link.getAttribute('href')?.startsWith('/en/live/'))).toBe(true);
    expect(links.map((link) => link.textContent)).toContain('Home 40 — Chelsea');
  });

  it('draws every row of a short list', () => {
    const page = serverMarkup(20);
    expect(page.querySelectorAll('[data-game-id]')).toHaveLength(20);
    expect(page.querySelectorAll('li > a')).toHaveLength(0);
  });
});
