// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { createTranslate } from '@betfront/remote-kit';
import { subscribeVisibleGames } from '@betfront/live-feed';
import type { GameSummary } from '@betfront/contract/sportsbook';
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
const OVER = '4:game:total:2.5:over';

function withOver(version: number, coef: string, extra: Partial<GameSummary> = {}): GameSummary {
  const game = gameFixture({ id: 4, version, ...extra });
  return {
    ...game,
    markets: game.markets.map((market) => ({
      ...market,
      selections: market.selections.map((selection) => (selection.id === OVER ? { ...selection, coef } : selection)),
    })),
  };
}

function renderLive() {
  const commits = vi.fn();
  const page = emptyPageGames({
    lists: [{ id: 'games', titleKey: 'betting.list.live', games: [withOver(1, '1.85')] }],
  });
  renderWithQueries(
    <Profiler id="page" onRender={commits}>
      <SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="live" />
    </Profiler>,
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Total' }));
  const feed = vi.mocked(subscribeVisibleGames).mock.calls.at(-1)?.[0];
  if (!feed) throw new Error('the page did not subscribe to the feed');
  const send = (game: GameSummary) => act(() => feed.onGames([game]));
  const over = () => document.querySelector<HTMLButtonElement>(`button[data-selection-id="${OVER}"]`);
  return { commits, send, over };
}

afterEach(() => {
  cleanup();
  vi.mocked(subscribeVisibleGames).mockClear();
});

describe('odds on a live page', () => {
  it('redraw a move of prices alone in place, marked, without rendering anything', () => {
    const { commits, send, over } = renderLive();
    const coef = () => over()?.querySelector<HTMLElement>('span:last-child');
    const text = coef()?.firstChild;
    commits.mockClear();
    send(withOver(2, '1.95'));
    expect(commits).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Over 2.5 1.95' })).toBe(over());
    expect(coef()?.firstChild).toBe(text);
    expect(coef()?.dataset.move).toBe('up');
    expect(coef()?.dataset.flash).toBe('1');
    send(withOver(3, '1.80'));
    expect(coef()?.dataset.move).toBe('down');
    // A second move starts the flash again.
    expect(coef()?.dataset.flash).toBe('2');
  });

  it('go through React when the game is suspended, and come back at their latest price', () => {
    const { commits, send } = renderLive();
    commits.mockClear();
    send(withOver(2, '1.90', { isSuspended: true }));
    expect(commits).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Over 2.5 not offered now' })).toHaveProperty('disabled', true);
    send(withOver(3, '2.05', { isSuspended: true }));
    send(withOver(4, '2.10'));
    expect(screen.getByRole('button', { name: 'Over 2.5 2.10' })).toHaveProperty('disabled', false);
  });
});
