// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { createTranslate } from '@betfront/remote-kit';
import bettingEn from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import bettingRu from '../../../../apps/platform/src/dictionaries/data/betting/ru.json';
import { emptyPageGames } from '../load/page-games';
import { gameFixture } from '../testing/game-fixture';
import { SportsbookContent } from './sportsbook-content';

vi.mock('@betfront/live-feed', () => ({
  subscribeGames: vi.fn(() => () => undefined),
  subscribeVisibleGames: vi.fn(() => ({ setVisible: () => undefined, stop: () => undefined })),
}));

afterEach(cleanup);

function renderGamePage(lng: 'en' | 'ru') {
  const game = gameFixture({ id: 41 });
  const t = createTranslate(lng === 'en' ? bettingEn : bettingRu);
  const page = emptyPageGames({ game });
  return renderWithQueries(<SportsbookContent page={page} lng={lng} t={t} isLoggedIn={false} pageType="game" />);
}

describe('the statistics link of a game page', () => {
  it('opens the game’s statistics page beside the game, in the page’s language', () => {
    renderGamePage('en');
    const link = screen.getByRole('link', { name: 'Statistics' });
    expect(link.getAttribute('href')).toBe('/en/statisticpopup/game/41');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is named in Russian on a Russian page', () => {
    renderGamePage('ru');
    expect(screen.getByRole('link', { name: 'Статистика' }).getAttribute('href')).toBe('/ru/statisticpopup/game/41');
  });
});
