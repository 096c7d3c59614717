import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

const unidentified = { ...PLAYER, is_verified: false, has_deposit: false };
const enabled = { isIdentificationEnabled: true };
const IDENTIFICATION = '/en/office/account/identification?isFromIdentification=true';

describe('identification', () => {
  it('confines an unverified user without deposit to identification, remembering the page', () => {
    expect(runGuards(guardInput('office/messages', { session: unidentified, config: enabled, query: 'a=1' }))).toEqual({
      kind: 'redirect',
      location: IDENTIFICATION,
      status: 302,
      rule: 'identification',
      effects: { rememberIdentificationTarget: '/en/office/messages?a=1' },
    });
  });

  it('remembers only the first intended page', () => {
    const decision = runGuards(
      guardInput('', { session: unidentified, config: enabled, identificationTarget: '/en/office/messages' }),
    );
    expect(decision).toMatchObject({ location: IDENTIFICATION, effects: {} });
    expect(decision.effects.rememberIdentificationTarget).toBeUndefined();
  });

  it('does not confine when the site hides identification, the user is verified or has deposited', () => {
    expect(runGuards(guardInput('', { session: unidentified }))).toMatchObject({ kind: 'render' });
    expect(
      runGuards(guardInput('', { session: { ...unidentified, is_verified: true }, config: enabled })),
    ).toMatchObject({ kind: 'render' });
    expect(
      runGuards(guardInput('', { session: { ...unidentified, has_deposit: true }, config: enabled })),
    ).toMatchObject({ kind: 'render' });
  });

  it('exempts the listed information pages, the rules frame and the identification pages', () => {
    const exempt = [
      'information',
      'information/contacts',
      'information/about',
      'information/howbet',
      'information/rules',
      'information/payment',
      'information/cookies',
      'information/points',
      'information/taxes',
      'information/mainrules',
      'information/simpleidentification',
      'information/consent',
      'information/licenses',
      'information/privacypolicy',
      'information/amlkyc',
      'information/amlpolicy',
      'information/kycpolicy',
      'information/disputeresolution',
      'information/responsiblegaming',
      'information/smsbets',
      'information/calc',
      'information/cash_terminals',
      'rules-frame',
      'user/confirm-terms',
      'office/account/identification',
      'office/identification',
    ];
    for (const page of exempt) {
      expect(runGuards(guardInput(page, { session: unidentified, config: enabled })), page).toMatchObject({
        kind: 'render',
      });
    }
  });

  it('exempts the bonus slot_first_deposit and pages with the identification query flag', () => {
    const config = { ...enabled, routes: [47] };
    expect(runGuards(guardInput('bonus/rules/slot_first_deposit', { session: unidentified, config }))).toMatchObject({
      kind: 'render',
    });
    expect(runGuards(guardInput('bonus/rules/other', { session: unidentified, config }))).toMatchObject({
      kind: 'redirect',
    });
    expect(
      runGuards(guardInput('office/recharge', { session: unidentified, config, query: 'isFromIdentification=true' })),
    ).toMatchObject({ kind: 'render' });
  });

  it('returns to the remembered page once identification no longer applies', () => {
    expect(
      runGuards(
        guardInput('office/account/identification', {
          session: PLAYER,
          config: enabled,
          identificationTarget: '/en/office/messages',
        }),
      ),
    ).toMatchObject({
      kind: 'redirect',
      location: '/en/office/messages',
      effects: { forgetIdentificationTarget: true },
    });
    expect(
      runGuards(guardInput('office/account/identification', { session: PLAYER, identificationTarget: '//evil' })),
    ).toMatchObject({ kind: 'render' });
  });
});
