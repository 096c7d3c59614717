import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER, TEST_CONFIG } from './guard-test-input';
import { runGuards } from './run-guards';

describe('runGuards', () => {
  it('renders an open page for a visitor with no effects', () => {
    expect(runGuards(guardInput(''))).toEqual({ kind: 'render', status: 200, effects: {} });
  });

  it('puts maintenance before blocking and blocking before login', () => {
    const maintenance = { ...TEST_CONFIG.maintenance, isActive: true };
    const block = { displayTypeId: 1, templateTypeId: 1 };
    expect(runGuards(guardInput('office/messages', { block, config: { maintenance } }))).toMatchObject({
      location: '/en/maintenance',
    });
    expect(runGuards(guardInput('office/messages', { block }))).toMatchObject({ location: '/en/block' });
  });

  it('answers 404 for a page the site does not offer before asking for login', () => {
    expect(runGuards(guardInput('office/cashback'))).toMatchObject({ kind: 'not-found' });
  });

  it('remembers the payment consultant in a cookie whatever the decision', () => {
    const cookie = { name: 'payment-consultant', value: '1', maxAgeSeconds: 2_592_000 };
    expect(runGuards(guardInput('', { query: 'payment-consultant=1' })).effects.setCookies).toEqual([cookie]);
    expect(runGuards(guardInput('office/messages', { query: 'payment-consultant=1' })).effects.setCookies).toEqual([
      cookie,
    ]);
  });

  it('opens the forgot-password modal on home for a visitor only', () => {
    expect(runGuards(guardInput('', { query: 'showForgotPasswordModal=1' })).effects.openModal).toBe('forgot-password');
    expect(
      runGuards(guardInput('', { query: 'showForgotPasswordModal=1', session: PLAYER })).effects.openModal,
    ).toBeUndefined();
    expect(runGuards(guardInput('news', { query: 'showForgotPasswordModal=1' })).effects.openModal).toBeUndefined();
  });

  it('opens the modal the query names, the transfer modal not with a token', () => {
    expect(runGuards(guardInput('', { query: 'modal=coupon-settings' })).effects.openModal).toBe('coupon-settings');
    expect(runGuards(guardInput('', { query: 'modal=transfer-user' })).effects.openModal).toBe('transfer-user');
    expect(runGuards(guardInput('', { query: 'modal=transfer-user&token=t' })).effects.openModal).toBeUndefined();
    expect(runGuards(guardInput('registration', { query: 'modal=transfer-user' })).effects.openModal).toBeUndefined();
  });

  it('offers the transfer modal unasked to a player whose account is to move, under the same exceptions', () => {
    const moving = { ...PLAYER, is_required_transfer: true };
    expect(runGuards(guardInput('', { session: moving })).effects.openModal).toBe('transfer-user');
    expect(runGuards(guardInput('live', { session: moving })).effects.openModal).toBe('transfer-user');
    expect(runGuards(guardInput('', { session: moving, query: 'token=t' })).effects.openModal).toBeUndefined();
    expect(runGuards(guardInput('', { session: moving, query: 'modal=coupon-settings' })).effects.openModal).toBe(
      'coupon-settings',
    );
    expect(runGuards(guardInput('', { session: PLAYER })).effects.openModal).toBeUndefined();
  });
});
