import { describe, expect, it } from 'vitest';
import { areaOfRoute } from './area-of-route';

const route = (name: string, params: Record<string, string> = {}, query: Record<string, string> = {}) => ({
  name,
  params,
  query,
});

describe('areaOfRoute', () => {
  it('names the office, settings and security areas of the catalogue', () => {
    expect(areaOfRoute(route('office.account-settings'))).toBe('settings.account');
    expect(areaOfRoute(route('office.session-history'))).toBe('security.sessions');
    expect(areaOfRoute(route('office.bringfriend'))).toBe('office.referrals');
  });

  it('names a promotion category by its query, and any game page as the event page', () => {
    expect(areaOfRoute(route('promo'))).toBe('promo.all');
    expect(areaOfRoute(route('promo', {}, { category: 'first-deposit' }))).toBe('promo.first_deposit');
    expect(areaOfRoute(route('promo', {}, { category: 'unknown' }))).toBeNull();
    expect(areaOfRoute(route('sport', { section: 'line', sport: 'football', game: '123-a-b' }))).toBe('event');
    expect(areaOfRoute(route('epl.game', { game: '123' }))).toBe('event');
  });

  it('leaves pages outside the catalogue out', () => {
    expect(areaOfRoute(route('sport', { section: 'live' }))).toBeNull();
    expect(areaOfRoute(route('home'))).toBeNull();
  });
});
