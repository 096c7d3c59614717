// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import lobbyEn from '../../../../apps/platform/src/dictionaries/data/casino-lobby/en.json';
import en from '../../../../apps/platform/src/dictionaries/data/casino/en.json';
import { LobbyContent } from './lobby-content';
import { installHeldPlatform, tileFixture } from './testing-platform';
import type { HeldRequest } from './testing-platform';

const t = createTranslate({ ...en, ...lobbyEn }, 'en');
const ctx = {
  lng: 'en',
  route: { name: 'my-casino.favorites', params: {}, query: {}, path: '/en/my-casino/favorites' },
  user: { id: 7 },
  isMobile: false,
};

let held: HeldRequest[];
beforeEach(() => {
  history.replaceState(null, '', '/en/my-casino/favorites');
  held = installHeldPlatform();
});
afterEach(cleanup);

function renderFavorites() {
  renderWithQueries(
    <LobbyContent
      view={{ kind: 'favorites', games: [tileFixture('1'), tileFixture('2')] }}
      ctx={ctx}
      heading="Favourites"
      t={t}
    />,
  );
}

const hearts = () =>
  ['Game 1', 'Game 2'].map(
    (name) => screen.getByRole('button', { name: t('casino-lobby.favorite.toggle', { name }) }).textContent,
  );
const heartOf = (name: string) => screen.getByRole('button', { name: t('casino-lobby.favorite.toggle', { name }) });
const request = async (index: number) => {
  await waitFor(() => expect(held[index]).toBeDefined());
  return held[index]!;
};
const call = (sent: HeldRequest) => `${sent.method} ${sent.url.pathname}`;

describe('the favourite hearts', () => {
  it('show what the page was rendered with until the player’s list is read, then the list and each change', async () => {
    renderFavorites();
    expect(hearts()).toEqual(['♥', '♥']);
    const list = await request(0);
    expect(call(list)).toBe('GET /web-api/casino/favorites');
    list.answer(200, { gameIds: ['1'], games: [] });
    await waitFor(() => expect(hearts()).toEqual(['♥', '♡']));

    fireEvent.click(heartOf('Game 1'));
    const change = await request(1);
    expect(call(change)).toBe('DELETE /web-api/casino/favorites/1');
    change.answer(200, { gameIds: [], games: [] });
    await waitFor(() => expect(hearts()).toEqual(['♡', '♡']));
    expect(held).toHaveLength(2);
  });

  it('wait for the player’s list before a change asked for while it is read, and read it once', async () => {
    renderFavorites();
    const list = await request(0);
    fireEvent.click(heartOf('Game 2'));
    list.answer(200, { gameIds: ['1', '2'], games: [] });
    const change = await request(1);
    expect(call(change)).toBe('DELETE /web-api/casino/favorites/2');
    change.answer(200, { gameIds: ['1'], games: [] });
    await waitFor(() => expect(hearts()).toEqual(['♥', '♡']));
    expect(held).toHaveLength(2);
  });
});
