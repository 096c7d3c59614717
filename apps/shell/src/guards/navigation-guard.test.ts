import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

const locked = { ...PLAYER, is_navigation_blocked: true };

describe('navigation blocked', () => {
  it('keeps the user on the page a client-side navigation starts from', () => {
    expect(runGuards(guardInput('office/messages', { session: locked, fromPath: '/en/office/deduce' }))).toMatchObject({
      kind: 'redirect',
      location: '/en/office/deduce',
      rule: 'navigation-blocked',
      effects: { navigationBlocked: true },
    });
  });

  it('renders a freshly loaded page with the navigation-blocked notice', () => {
    expect(runGuards(guardInput('office/messages', { session: locked }))).toMatchObject({
      kind: 'render',
      effects: { navigationBlocked: true },
    });
    expect(runGuards(guardInput('office/messages', { session: locked, fromPath: '//evil.example' }))).toMatchObject({
      kind: 'render',
    });
  });

  it('lets navigation through without the flag', () => {
    expect(runGuards(guardInput('office/messages', { session: PLAYER, fromPath: '/en' }))).toEqual({
      kind: 'render',
      status: 200,
      effects: {},
    });
  });
});
