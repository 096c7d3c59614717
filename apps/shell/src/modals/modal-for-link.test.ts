import { describe, expect, it } from 'vitest';
import type { PageResolution } from '../page/resolve-page';
import type { LinkContext } from './modal-for-link';
import { modalForLink } from './modal-for-link';

const page: PageResolution = {
  kind: 'page',
  lng: 'en',
  status: 200,
  shell: 'default',
  route: { name: 'line', params: {}, query: {}, path: '/en/line' },
  mainRemote: 'betting',
  flags: { hidesBottomNav: false, hidesFooter: false, hidesSeoText: false },
  seo: null,
  effects: {},
};
const toLogin: PageResolution = {
  kind: 'redirect',
  location: '/en/user/login',
  status: 302,
  effects: { rememberTarget: '/en/office/history', openAuthorization: true },
};

const context = (overrides: Partial<LinkContext> = {}): LinkContext => ({
  lng: 'en',
  currentRouteName: 'home',
  loggedIn: false,
  resolve: (path) => (path.startsWith('/en/office') ? toLogin : page),
  ...overrides,
});

describe('modalForLink', () => {
  it('opens the login modal for a link to the login page while another page is current', () => {
    expect(modalForLink('/en/user/login', context())).toEqual({ name: 'login', returnTo: null });
    expect(modalForLink('/en/user/login?return-url=%2Fen%2Foffice%2Fhistory', context())).toEqual({
      name: 'login',
      returnTo: '/en/office/history',
    });
  });

  it('ignores a return-url that leaves the site', () => {
    expect(modalForLink('/en/user/login?return-url=//evil.example', context())).toEqual({
      name: 'login',
      returnTo: null,
    });
  });

  it('opens it for a page the auth guard would send to login, and remembers that page', () => {
    expect(modalForLink('/en/office/history?page=2', context())).toEqual({
      name: 'login',
      returnTo: '/en/office/history?page=2',
    });
  });

  it('opens the registration modal for a plain link to the registration page', () => {
    expect(modalForLink('/en/registration', context())).toEqual({ name: 'registration' });
    expect(modalForLink('/en/registration?error=denied', context())).toBeNull();
    expect(modalForLink('/en/registration', context({ currentRouteName: 'registration' }))).toBeNull();
    expect(modalForLink('/en/registration', context({ loggedIn: true }))).toBeNull();
  });

  it('lets the link navigate on the login page itself, for a player, and for open pages', () => {
    expect(modalForLink('/en/user/login', context({ currentRouteName: 'user.login' }))).toBeNull();
    expect(modalForLink('/en/office/history', context({ currentRouteName: 'auth' }))).toBeNull();
    expect(modalForLink('/en/user/login', context({ loggedIn: true }))).toBeNull();
    expect(modalForLink('/en/line', context())).toBeNull();
  });
});
