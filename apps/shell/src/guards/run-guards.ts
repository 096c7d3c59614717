import { authGuard } from './auth-guard';
import { availabilityGuard } from './availability-guard';
import { banGuard } from './ban-guard';
import { blockGuard } from './block-guard';
import { blockedFragmentGuard } from './blocked-fragment-guard';
import type { RoutedGuardInput } from './guard-context';
import type { GuardDecision, GuardEffects, GuardInput, GuardRule, GuardVerdict } from './guard-types';
import { identificationGuard } from './identification-guard';
import { maintenanceGuard } from './maintenance-guard';
import { navigationGuard } from './navigation-guard';
import { platformTypeGuard } from './platform-type-guard';
import { queryCookies, queryModal } from './query-effects';
import { termsGuard } from './terms-guard';
import { unknownRouteGuard } from './unknown-route-guard';
import { vipDomainGuard } from './vip-domain-guard';

type SiteRule = readonly [GuardRule, (input: GuardInput) => GuardVerdict];
type RouteRule = readonly [GuardRule, (input: RoutedGuardInput) => GuardVerdict];

/** Rules for any path: the site-wide states come before anything a route says. */
const SITE_RULES: readonly SiteRule[] = [
  ['blocked-fragment', blockedFragmentGuard],
  ['maintenance', maintenanceGuard],
  ['block', blockGuard],
  ['platform-type', platformTypeGuard],
  ['unknown-route', unknownRouteGuard],
];

/**
 * Rules for a matched route. Pages the site does not offer answer 404 before any redirect could reveal
 * them; a banned user is sent away before the login rules; then the VIP domain's geo-authorisation, login, terms, identification (the
 * account spec's order) and the navigation lock.
 */
const ROUTE_RULES: readonly RouteRule[] = [
  ['availability', availabilityGuard],
  ['banned', banGuard],
  ['vip-domain', vipDomainGuard],
  ['auth', authGuard],
  ['terms', termsGuard],
  ['identification', identificationGuard],
  ['navigation-blocked', navigationGuard],
];

function decide(input: GuardInput): { verdict: NonNullable<GuardVerdict>; rule?: GuardRule } {
  for (const [rule, guard] of SITE_RULES) {
    const verdict = guard(input);
    if (verdict) return { verdict, rule };
  }
  const { match } = input;
  if (match) {
    const routed: RoutedGuardInput = { ...input, match };
    for (const [rule, guard] of ROUTE_RULES) {
      const verdict = guard(routed);
      if (verdict) return { verdict, rule };
    }
  }
  return { verdict: { kind: 'render', status: 200 } };
}

/** Decides what a request for a page gets: render, redirect, 404 or 500, with the side effects to apply. */
export function runGuards(input: GuardInput): GuardDecision {
  const { verdict, rule } = decide(input);
  const { effects: ruleEffects, ...outcome } = verdict;
  const cookies = queryCookies(input);
  const modal = outcome.kind === 'render' ? queryModal(input) : undefined;
  const effects: GuardEffects = {
    ...ruleEffects,
    ...(cookies.length > 0 ? { setCookies: cookies } : {}),
    ...(modal ? { openModal: modal } : {}),
  };
  return { ...outcome, effects, ...(rule ? { rule } : {}) };
}
