import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

describe('login rules', () => {
  it('sends a visitor on a protected page to login, remembering it and opening authorization', () => {
    expect(runGuards(guardInput('office/messages', { query: 'page=2' }))).toEqual({
      kind: 'redirect',
      location: '/en/user/login',
      status: 302,
      rule: 'auth',
      effects: { rememberTarget: '/en/office/messages?page=2', openAuthorization: true },
    });
  });

  it('sends a visitor to authApp in account-middleware mode', () => {
    expect(runGuards(guardInput('office/messages', { config: { isAccountMiddlewareMode: true } }))).toMatchObject({
      location: '/en/auth',
      effects: { openAuthorization: true },
    });
  });

  it('lets a logged-in user onto a protected page', () => {
    expect(runGuards(guardInput('office/messages', { session: PLAYER }))).toMatchObject({ kind: 'render' });
  });

  it('sends a logged-in user on a visitor-only page home, keeping the query', () => {
    for (const page of ['user/login', 'registration', 'user/registration']) {
      expect(runGuards(guardInput(page, { session: PLAYER, query: 'ref=5' }))).toMatchObject({
        kind: 'redirect',
        location: '/en?ref=5',
        rule: 'auth',
      });
    }
  });

  it('sends a user who just logged in on the login page to the page remembered before, once', () => {
    expect(
      runGuards(guardInput('user/login', { session: PLAYER, returnTarget: '/en/office/messages?page=2' })),
    ).toMatchObject({ kind: 'redirect', location: '/en/office/messages?page=2', effects: { forgetTarget: true } });
    expect(
      runGuards(guardInput('user/login', { session: PLAYER, returnTarget: '//elsewhere.example/x' })),
    ).toMatchObject({ location: '/en' });
  });

  it('sends a logged-in user on a visitor-only page to account in account-middleware mode', () => {
    expect(
      runGuards(
        guardInput('user/login', { session: PLAYER, query: 'ref=5', config: { isAccountMiddlewareMode: true } }),
      ),
    ).toMatchObject({ location: '/en/office/account?ref=5' });
  });

  it('lets a visitor onto login and registration', () => {
    expect(runGuards(guardInput('user/login'))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('registration/socialregistration'))).toMatchObject({ kind: 'render' });
  });
});
