// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import lobbyEn from '../../../../apps/platform/src/dictionaries/data/casino-lobby/en.json';
import en from '../../../../apps/platform/src/dictionaries/data/casino/en.json';
import { CasinoSearch } from './casino-search';
import { installHeldPlatform, tileFixture } from './testing-platform';
import type { HeldRequest } from './testing-platform';

const t = createTranslate({ ...en, ...lobbyEn }, 'en');
const pharaoh = tileFixture('1001', { name: 'Pharaoh’s Fortune' });
const velvet = tileFixture('1002', { name: 'Velvet Roulette' });

let held: HeldRequest[];
beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/en/casino-search');
  held = installHeldPlatform();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (words: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: words } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const answer = async (index: number, status: number, body: unknown) => {
  held[index]?.answer(status, body);
  await wait(5);
};

describe('CasinoSearch', () => {
  it('shows the answer it was rendered with, and searches 250 ms after the last key, the games before staying meanwhile', async () => {
    renderWithQueries(
      <CasinoSearch query="pharaoh" games={[pharaoh]} failed={false} lng="en" isLoggedIn={false} t={t} />,
    );
    expect(screen.getByText('1 game found for “pharaoh”')).toBeTruthy();

    type('velv');
    await wait(200);
    type(' velvet ');
    await wait(249);
    expect(held).toHaveLength(0);
    await wait(1);
    expect(held).toHaveLength(1);
    expect(held[0]?.url.pathname).toBe('/web-api/casino/search');
    expect(Object.fromEntries(held[0]?.url.searchParams ?? [])).toEqual({ lng: 'en', q: 'velvet' });
    expect(location.search).toBe('?q=velvet');
    expect(screen.getByText('1 game found for “pharaoh”')).toBeTruthy();

    await answer(0, 200, { games: [velvet] });
    expect(screen.getByText('1 game found for “velvet”')).toBeTruthy();
    expect(screen.getByText('Velvet Roulette')).toBeTruthy();

    type('pharaoh');
    await wait(250);
    expect(held).toHaveLength(1);
    expect(screen.getByText('1 game found for “pharaoh”')).toBeTruthy();
  });

  it('asks nothing below two letters, says when a search failed, and searches again for new words', async () => {
    renderWithQueries(<CasinoSearch query="" games={null} failed={false} lng="en" isLoggedIn={false} t={t} />);
    const hint = t('casino-lobby.search.hint');
    expect(screen.getByText(hint)).toBeTruthy();

    type('p');
    await wait(250);
    expect(held).toHaveLength(0);
    expect(screen.getByText(hint)).toBeTruthy();

    type('zz');
    await wait(250);
    expect(held).toHaveLength(1);
    await answer(0, 500, {});
    expect(screen.getByRole('alert').textContent).toBe(t('casino-lobby.list.failed'));
    expect(screen.queryByText(hint)).toBeNull();

    type('zzz');
    await wait(250);
    expect(held).toHaveLength(2);
    await answer(1, 200, { games: [] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No games found for “zzz”. Try another name or a provider.')).toBeTruthy();
  });

  it('shows the failure the page was rendered with until the player searches', async () => {
    renderWithQueries(<CasinoSearch query="gold" games={null} failed lng="en" isLoggedIn={false} t={t} />);
    await wait(1000);
    expect(held).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(t('casino-lobby.list.failed'));
  });
});
