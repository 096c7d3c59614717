import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

const ASKS_LOGIN = { displayTypeId: 0, templateTypeId: 0, mainVipDomainAuthNeed: true };

describe('VIP domain geo-authorisation', () => {
  it('sends a visitor the block check asks to log in to login, remembering the page', () => {
    expect(runGuards(guardInput('live', { block: ASKS_LOGIN, query: 'sport=1' }))).toEqual({
      kind: 'redirect',
      location: '/en/user/login',
      status: 302,
      rule: 'vip-domain',
      effects: { rememberTarget: '/en/live?sport=1', openAuthorization: true },
    });
    expect(runGuards(guardInput('', { block: ASKS_LOGIN }))).toMatchObject({ rule: 'vip-domain' });
  });

  it('leaves login, the information pages and logged-in players alone', () => {
    for (const page of ['user/login', 'information/contacts', 'information']) {
      expect(runGuards(guardInput(page, { block: ASKS_LOGIN }))).toMatchObject({ kind: 'render' });
    }
    expect(runGuards(guardInput('live', { block: ASKS_LOGIN, session: PLAYER }))).toMatchObject({ kind: 'render' });
  });

  it('does nothing when the check does not ask for it', () => {
    const answered = { displayTypeId: 0, templateTypeId: 0, mainVipDomainAuthNeed: false };
    expect(runGuards(guardInput('live', { block: answered }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('live'))).toMatchObject({ kind: 'render' });
  });
});
