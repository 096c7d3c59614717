import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/catalogue';
import type { RouteFlags } from '../routes/route-definition';
import { routeNeedsLogin } from './route-needs-login';

const paymentRoute = ROUTES.find((route) => {
  const flags: RouteFlags = route.flags;
  return flags.isPayment === true && flags.needsLogin !== true;
});

describe('routeNeedsLogin', () => {
  it('is true for an office page and false for an information page, home and no route', () => {
    expect(routeNeedsLogin('office.account', { isPaymentAuthRequired: false })).toBe(true);
    expect(routeNeedsLogin('information.contacts', { isPaymentAuthRequired: true })).toBe(false);
    expect(routeNeedsLogin('home', { isPaymentAuthRequired: true })).toBe(false);
    expect(routeNeedsLogin(null, { isPaymentAuthRequired: true })).toBe(false);
    expect(routeNeedsLogin('no.such.route', { isPaymentAuthRequired: true })).toBe(false);
  });

  it('follows the site setting on payment pages', () => {
    expect(paymentRoute).toBeDefined();
    expect(routeNeedsLogin(paymentRoute?.name, { isPaymentAuthRequired: true })).toBe(true);
    expect(routeNeedsLogin(paymentRoute?.name, { isPaymentAuthRequired: false })).toBe(false);
  });
});
