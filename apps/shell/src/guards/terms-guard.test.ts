import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

const changed = { ...PLAYER, terms_changed: true };
const enabled = { isTermsConfirmationEnabled: true };

describe('terms confirmation', () => {
  it('sends a logged-in user whose terms changed to confirm them', () => {
    expect(runGuards(guardInput('office/messages', { session: changed, config: enabled }))).toMatchObject({
      kind: 'redirect',
      location: '/en/user/confirm-terms',
      rule: 'terms',
    });
  });

  it('renders confirm-terms and the information pages', () => {
    expect(runGuards(guardInput('user/confirm-terms', { session: changed, config: enabled }))).toMatchObject({
      kind: 'render',
    });
    expect(runGuards(guardInput('information/rules', { session: changed, config: enabled }))).toMatchObject({
      kind: 'render',
    });
  });

  it('does nothing while the site does not ask for confirmation or the terms did not change', () => {
    expect(runGuards(guardInput('office/messages', { session: changed }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('office/messages', { session: PLAYER, config: enabled }))).toMatchObject({
      kind: 'render',
    });
  });
});
