// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BottomNavAnswer } from '@betfront/contract/content';
import { createTranslate, publish, createQueryClient } from '@betfront/remote-kit';
import type { RemoteContext } from '@betfront/remote-kit';
import en from '../../../apps/platform/src/dictionaries/data/bottom-nav/en.json';
import ru from '../../../apps/platform/src/dictionaries/data/bottom-nav/ru.json';
import { remote } from './remote';

const data: BottomNavAnswer = {
  items: [
    { id: 'home', label: 'Home', href: '/', routePrefixes: ['home'], audience: 'all' },
    { id: 'line', label: 'Line', href: '/line', routePrefixes: [], audience: 'all' },
    { id: 'live', label: 'Live', href: '/live', routePrefixes: [], audience: 'all' },
    { id: 'coupon', label: 'Bet slip', href: '/user/coupon', routePrefixes: ['user.coupon'], audience: 'all' },
    { id: 'office', label: 'Account', href: '/office/menu', routePrefixes: ['office'], audience: 'user' },
    { id: 'login', label: 'Log in', href: '/user/login', routePrefixes: ['user.login'], audience: 'visitor' },
  ],
};

const t = createTranslate(en);

function ctxOf(name: string, path: string, user: RemoteContext['user'] = null): RemoteContext {
  return { lng: 'en', route: { name, params: {}, query: {}, path }, user, isMobile: true };
}

afterEach(cleanup);

describe('bottom navigation', () => {
  it('has the same dictionary keys in Russian and English', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('is a labelled navigation with the login item for a visitor and home current', () => {
    render(<remote.App ctx={ctxOf('home', '/en')} data={data} t={t} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Line', 'Live', 'Bet slip', 'Log in']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });

  it('marks the section of a sport page and offers the office to a player', () => {
    render(<remote.App ctx={ctxOf('sport', '/en/live/football', { id: 3 })} data={data} t={t} />);
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Line' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/en/office/menu');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('marks the office for any office route', () => {
    render(<remote.App ctx={ctxOf('office.history', '/en/office/history', { id: 3 })} data={data} t={t} />);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('counts the bets the coupon announces', () => {
    render(<remote.App ctx={ctxOf('home', '/en')} data={data} t={t} />);
    expect(screen.queryByLabelText(/Events in the bet slip/)).toBeNull();
    act(() => publish('couponUpdate', { betIds: ['1', '2', '3'] }));
    expect(screen.getByLabelText('Events in the bet slip: 3').textContent).toBe('3');
    act(() => publish('couponUpdate', { betIds: [] }));
    expect(screen.queryByLabelText(/Events in the bet slip/)).toBeNull();
  });

  it('loads its items from the platform in the page language', async () => {
    const urls: string[] = [];
    const loaded = await remote.load({
      ctx: ctxOf('home', '/en'),
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify(data));
      },
      queries: createQueryClient(),
    });
    expect(urls).toEqual(['/web-api/content/bottom-nav?lang=en']);
    expect(loaded).toEqual({ status: 200, data });
  });
});
