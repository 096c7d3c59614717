import type { BlockResult, Session, SiteConfig } from '@betfront/contract';
import type { RouteMatch } from '../routes/match-route';
import type { QueryModal } from '../routes/query-flags';

export interface GuardInput {
  readonly lng: string;
  /** The path after the language prefix, as given to `matchRoute`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly match: RouteMatch | null;
  readonly config: SiteConfig;
  /** The block check's answer; null when none was made. */
  readonly block: BlockResult | null;
  readonly cookies: { readonly forcedGeoOff: boolean };
  /** `user_id` is null for a visitor. */
  readonly session: Session;
  /** The page remembered when the user was sent to identification. */
  readonly identificationTarget?: string;
  /** The page remembered when a visitor was sent to login (server side only: the cookie is HttpOnly). */
  readonly returnTarget?: string;
  readonly isProduction: boolean;
  /** Third-party partitions the site offers; when given, a third-party route outside it answers 404. */
  readonly thirdPartyPartitions?: readonly string[];
  /** Where banned users go; `/{lng}/block` when the site names no external address. */
  readonly banUrl?: string;
  /** The page a client-side navigation starts from (the user stays there while navigation is blocked). */
  readonly fromPath?: string;
}

export interface GuardCookie {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
}

export interface GuardEffects {
  readonly setCookies?: readonly GuardCookie[];
  /** The page to return to after login. */
  readonly rememberTarget?: string;
  readonly forgetTarget?: boolean;
  readonly openAuthorization?: boolean;
  /** The page to return to once identification no longer applies. */
  readonly rememberIdentificationTarget?: string;
  readonly forgetIdentificationTarget?: boolean;
  readonly openModal?: 'forgot-password' | QueryModal;
  /** Navigation is blocked: the shell shows its notice and keeps the user on the page. */
  readonly navigationBlocked?: boolean;
}

/** The rule that decided, for logs and tests. */
export type GuardRule =
  | 'blocked-fragment'
  | 'maintenance'
  | 'block'
  | 'platform-type'
  | 'unknown-route'
  | 'availability'
  | 'banned'
  | 'vip-domain'
  | 'auth'
  | 'terms'
  | 'identification'
  | 'navigation-blocked';

export type GuardOutcome =
  | { readonly kind: 'render'; readonly status: 200 }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 302 }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly status: 500 };

export type GuardDecision = GuardOutcome & { readonly effects: GuardEffects; readonly rule?: GuardRule };

/** A rule's verdict: a decision that ends the pipeline, or null to let the next rule look. */
export type GuardVerdict = (GuardOutcome & { readonly effects?: GuardEffects }) | null;
