// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import lobbyEn from '../../../../apps/platform/src/dictionaries/data/casino-lobby/en.json';
import en from '../../../../apps/platform/src/dictionaries/data/casino/en.json';
import { GameList } from './game-list';
import { installHeldPlatform, tileFixture } from './testing-platform';
import type { HeldRequest } from './testing-platform';

const t = createTranslate({ ...en, ...lobbyEn }, 'en');
const games = (...ids: number[]) => ids.map((id) => tileFixture(String(id)));
const first = { games: games(1, 2), nextCursor: 'after-2', total: 4 };

let held: HeldRequest[];
beforeEach(() => {
  history.replaceState(null, '', '/en/slots');
  held = installHeldPlatform();
});
afterEach(cleanup);

function renderList() {
  renderWithQueries(
    <GameList
      path="/en/slots"
      filter={{ category: 'slots' }}
      initial={first}
      label="Slots"
      lng="en"
      isLoggedIn={false}
      t={t}
    />,
  );
}

const shownCount = (shown: number) => t('casino-lobby.list.count', { shown, count: 4 });
const request = async (index: number) => {
  await waitFor(() => expect(held[index]).toBeDefined());
  const found = held[index];
  if (!found) throw new Error(`no request ${index}`);
  return found;
};

describe('GameList', () => {
  it('shows the first page it was rendered with, reads the next on “show more” and keeps the count in the URL', async () => {
    renderList();
    expect(screen.getByText(shownCount(2))).toBeTruthy();
    expect(held).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const next = await request(0);
    expect(next.url.pathname).toBe('/web-api/casino/games');
    expect(Object.fromEntries(next.url.searchParams)).toEqual({
      lng: 'en',
      category: 'slots',
      cursor: 'after-2',
      limit: '24',
    });
    await screen.findByRole('button', { name: 'Loading…', busy: true });

    next.answer(200, { games: games(3, 4), nextCursor: null, total: 4 });
    expect(await screen.findByText(shownCount(4))).toBeTruthy();
    expect(screen.getByText('Game 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull();
    expect(location.search).toBe('?shown=4');
  });

  it('asks for a page once when it is asked for twice before it comes', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: /Show more|Loading/ }));
    (await request(0)).answer(200, { games: games(3, 4), nextCursor: null, total: 4 });
    expect(await screen.findByText(shownCount(4))).toBeTruthy();
    expect(held).toHaveLength(1);
  });

  it('says when a page could not be read, keeps the games shown, and reads it again on “show more”', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    (await request(0)).answer(500, {});
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t('casino-lobby.list.failed'));
    expect(screen.getByText(shownCount(2))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const again = await request(1);
    expect(again.url.searchParams.get('cursor')).toBe('after-2');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    again.answer(200, { games: games(3, 4), nextCursor: null, total: 4 });
    expect(await screen.findByText(shownCount(4))).toBeTruthy();
  });
});
