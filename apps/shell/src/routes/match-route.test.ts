import { describe, expect, it } from 'vitest';
import { buildRoutePath } from './build-route-path';
import { compilePattern, matchTokens } from './compile-pattern';
import { findRouteByName, matchRoute } from './match-route';

describe('matchRoute', () => {
  it('matches home for an empty path, with or without slash', () => {
    expect(matchRoute('')?.route.name).toBe('home');
    expect(matchRoute('/')?.route.name).toBe('home');
  });

  it('tolerates a leading and a trailing slash', () => {
    expect(matchRoute('/information/contacts/')?.route.name).toBe('information.contacts');
  });

  it('fills optional parameters in order and leaves missing ones out', () => {
    expect(matchRoute('information/rules')?.params).toEqual({});
    expect(matchRoute('information/rules/sport')?.params).toEqual({ ruleGroup: 'sport' });
    expect(matchRoute('information/rules/sport/4')?.params).toEqual({ ruleGroup: 'sport', chapter: '4' });
  });

  it('skips an optional parameter whose constraint the segment does not meet', () => {
    expect(matchRoute('line/top/1-football')?.params).toEqual({
      section: 'line',
      menuSection: 'top',
      sport: '1-football',
    });
    expect(matchRoute('line/1-football/5-epl/77-game')?.params).toEqual({
      section: 'line',
      sport: '1-football',
      champ: '5-epl',
      game: '77-game',
    });
  });

  it('refuses parameters outside their constraints', () => {
    expect(matchRoute('office/history/abc/powerbet')).toBeNull();
    expect(matchRoute(`team/1-football/2-${'a'.repeat(70)}/3-game`)).toBeNull();
    expect(matchRoute(`news/${'a'.repeat(65)}`)).toBeNull();
    expect(matchRoute(`news/${'a'.repeat(64)}`)?.route.name).toBe('news');
    expect(matchRoute('news/<script>')).toBeNull();
  });

  it('refuses too many segments, empty segments and bad encoding', () => {
    expect(matchRoute('information/contacts/extra')).toBeNull();
    expect(matchRoute('information//contacts')).toBeNull();
    expect(matchRoute('news/%E0%A4%A')).toBeNull();
  });

  it('decodes parameters', () => {
    expect(matchRoute('news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C')?.params).toEqual({ slug: 'новость' });
  });

  it('gives the rest of the path to a final rest parameter', () => {
    expect(matchRoute('statisticpopup/game/42/h2h')?.params).toEqual({ rest: 'game/42/h2h' });
    expect(matchRoute('statisticpopup')?.params).toEqual({ rest: '' });
  });

  it('answers null for an unknown path', () => {
    expect(matchRoute('nowhere')).toBeNull();
  });

  it('finds routes by name', () => {
    expect(findRouteByName('office.deduce')?.pattern).toBe('office/deduce');
    expect(findRouteByName('office.nothing')).toBeUndefined();
  });
});

describe('compilePattern', () => {
  it('refuses malformed patterns', () => {
    expect(() => compilePattern('a//b')).toThrow();
    expect(() => compilePattern('*rest/a')).toThrow();
    expect(() => compilePattern('a/:1bad')).toThrow();
  });

  it('backtracks over optional parameters', () => {
    const tokens = compilePattern(':a?/:b?/end', { a: { values: ['x'] } });
    expect(matchTokens(tokens, ['x', 'end'])).toEqual({ a: 'x' });
    expect(matchTokens(tokens, ['x', 'y', 'end'])).toEqual({ a: 'x', b: 'y' });
    expect(matchTokens(tokens, ['end'])).toEqual({});
  });
});

describe('buildRoutePath', () => {
  it('builds paths with the language prefix', () => {
    expect(buildRoutePath('en', 'home')).toBe('/en');
    expect(buildRoutePath('en', 'office.history.powerbet', { couponId: '7' })).toBe('/en/office/history/7/powerbet');
    expect(buildRoutePath('ru', 'information.rules', { ruleGroup: 'sport' })).toBe('/ru/information/rules/sport');
    expect(buildRoutePath('ru', 'sport', { section: 'line', sport: '1-football' })).toBe('/ru/line/1-football');
  });

  it('throws when a required parameter is missing', () => {
    expect(() => buildRoutePath('en', 'office.history.powerbet')).toThrow(/couponId/);
  });

  it('builds paths that match back to the same route', () => {
    const path = buildRoutePath('en', 'toto.coupon', { couponId: '12' });
    expect(matchRoute(path.slice('/en'.length))?.route.name).toBe('toto.coupon');
  });
});
