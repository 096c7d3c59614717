import { describe, expect, it } from 'vitest';
import { FEATURE, ROUTE_NUMBER } from '../routes/route-numbers';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

describe('availability', () => {
  it('answers 404 for a page whose feature is off', () => {
    expect(runGuards(guardInput('toto'))).toMatchObject({ kind: 'not-found', rule: 'availability' });
    expect(runGuards(guardInput('toto', { config: { features: [FEATURE.toto] } }))).toMatchObject({ kind: 'render' });
  });

  it('answers 404 for the bonus rules unless route 47 is on', () => {
    expect(runGuards(guardInput('bonus/rules/3'))).toMatchObject({ kind: 'not-found' });
    expect(runGuards(guardInput('bonus/rules/3', { config: { routes: [ROUTE_NUMBER.bonusRules] } }))).toMatchObject({
      kind: 'render',
    });
    expect(runGuards(guardInput('bonus/games'))).toMatchObject({ kind: 'render' });
  });

  it('answers 404 for a path holding a configured fragment', () => {
    const config = { blockedUrlFragments: ['casino-'] };
    expect(runGuards(guardInput('casino-lobby', { config }))).toMatchObject({
      kind: 'not-found',
      rule: 'blocked-fragment',
    });
    expect(runGuards(guardInput('poker', { config }))).toMatchObject({ kind: 'render' });
  });

  it('answers 404 for an unknown route', () => {
    expect(runGuards(guardInput('nowhere'))).toMatchObject({ kind: 'not-found', rule: 'unknown-route' });
  });

  it('sends a visitor with platform_type and no matching route home, except inside the toto frame', () => {
    expect(runGuards(guardInput('nowhere', { query: 'platform_type=ios' }))).toMatchObject({
      kind: 'redirect',
      location: '/en',
      rule: 'platform-type',
    });
    expect(runGuards(guardInput('toto/unknown/page', { query: 'platform_type=ios' }))).toMatchObject({
      kind: 'not-found',
    });
    expect(runGuards(guardInput('nowhere', { query: 'platform_type=ios', session: PLAYER }))).toMatchObject({
      kind: 'not-found',
    });
  });

  it('hides third-party pages unless third party is allowed and the partition is offered', () => {
    expect(runGuards(guardInput('poker', { config: { isThirdPartyAllowed: false } }))).toMatchObject({
      kind: 'not-found',
    });
    expect(runGuards(guardInput('poker', { thirdPartyPartitions: ['slots'] }))).toMatchObject({ kind: 'not-found' });
    expect(runGuards(guardInput('poker', { thirdPartyPartitions: ['poker'] }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('live-casino/top', { thirdPartyPartitions: ['live-casino'] }))).toMatchObject({
      kind: 'render',
    });
    expect(runGuards(guardInput('slots/top', { thirdPartyPartitions: ['live-casino'] }))).toMatchObject({
      kind: 'not-found',
    });
  });

  it('serves payment pages only while the payment route is on, and to logged-in users when required', () => {
    expect(runGuards(guardInput('onpay/success', { config: { isPaymentRouteEnabled: false } }))).toMatchObject({
      kind: 'not-found',
    });
    expect(runGuards(guardInput('onpay/success'))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('onpay/success', { config: { isPaymentAuthRequired: true } }))).toMatchObject({
      kind: 'redirect',
      location: '/en/user/login',
    });
    expect(
      runGuards(guardInput('onpay/success', { config: { isPaymentAuthRequired: true }, session: PLAYER })),
    ).toMatchObject({ kind: 'render' });
  });

  it('answers 500 for the payment consultant while it is unavailable', () => {
    expect(
      runGuards(guardInput('payment-consultant', { config: { isPaymentConsultantAvailable: false } })),
    ).toMatchObject({ kind: 'error', status: 500 });
    expect(runGuards(guardInput('payment-consultant'))).toMatchObject({ kind: 'render' });
  });

  it('serves the identification page only while identification is enabled', () => {
    expect(runGuards(guardInput('office/identification', { session: PLAYER }))).toMatchObject({ kind: 'not-found' });
  });

  it('hides the debugger in production', () => {
    expect(runGuards(guardInput('debugger'))).toMatchObject({ kind: 'not-found' });
    expect(runGuards(guardInput('debugger', { isProduction: false }))).toMatchObject({ kind: 'render' });
  });
});
