import { describe, expect, it } from 'vitest';
import { PLAYER, TEST_CONFIG, VISITOR } from '../guards/guard-test-input';
import { resolvePage } from './resolve-page';
import type { ResolvePageInput } from './resolve-page';

const input = (pathname: string, overrides: Partial<ResolvePageInput> = {}): ResolvePageInput => ({
  pathname,
  search: '',
  config: TEST_CONFIG,
  session: VISITOR,
  block: null,
  cookies: {},
  isProduction: true,
  ...overrides,
});

describe('resolvePage', () => {
  it('adds a missing language prefix by redirect, keeping the query', () => {
    expect(resolvePage(input('/information/contacts', { search: '?a=1' }))).toMatchObject({
      kind: 'redirect',
      location: '/ru/information/contacts?a=1',
    });
  });

  it('renders a known page with its shell, remote and flags', () => {
    const page = resolvePage(input('/en/information/contacts'));
    expect(page).toMatchObject({
      kind: 'page',
      lng: 'en',
      status: 200,
      shell: 'default',
      mainRemote: 'info',
      route: { name: 'information.contacts', path: '/en/information/contacts' },
    });
  });

  it('answers 404 for an unknown path and for an invalid parameter', () => {
    expect(resolvePage(input('/en/no-such-page'))).toMatchObject({ kind: 'page', status: 404, mainRemote: null });
    expect(resolvePage(input('/en/results/yesterday'))).toMatchObject({ kind: 'page', status: 404 });
  });

  it('sends a visitor on an office page to login', () => {
    const page = resolvePage(input('/en/office/security'));
    expect(page.kind).toBe('redirect');
    expect(page.kind === 'redirect' && page.location.startsWith('/en/user/login')).toBe(true);
  });

  it('lets a logged-in player open the office', () => {
    expect(resolvePage(input('/en/office/security', { session: PLAYER }))).toMatchObject({ kind: 'page', status: 200 });
  });

  it('moves old addresses permanently', () => {
    expect(resolvePage(input('/en/lpage/summer'))).toMatchObject({ kind: 'redirect', status: 301 });
  });

  it('reads the return-url once: remembered, then cleared from the address', () => {
    expect(resolvePage(input('/en/live', { search: '?return-url=%2Fen%2Foffice%2Fsecurity&x=1' }))).toEqual({
      kind: 'redirect',
      location: '/en/live?x=1',
      status: 302,
      effects: { rememberTarget: '/en/office/security' },
    });
    expect(resolvePage(input('/en/live', { search: '?return-url=https%3A%2F%2Fevil.example' }))).toMatchObject({
      location: '/en/live',
      effects: {},
    });
  });

  it('offers hidden languages to logged-in players only', () => {
    const config = {
      ...TEST_CONFIG,
      languages: [...TEST_CONFIG.languages, { code: 'uz', name: 'Oʻzbek', hiddenForVisitors: true }],
    };
    expect(resolvePage(input('/uz/information/contacts', { config })).kind).toBe('redirect');
    expect(resolvePage(input('/uz/information/contacts', { config, session: PLAYER })).kind).toBe('page');
  });
});
