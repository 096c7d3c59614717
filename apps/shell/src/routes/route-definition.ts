/** The page shell that wraps a route's main content. */
export type ShellName = 'default' | 'clear' | 'empty' | 'maintenance' | 'third-party' | 'blocked';

/** The remote application that renders a route's main content. */
export type RouteRemoteApp = 'betting' | 'office' | 'casino' | 'promotions' | 'results' | 'payment-consultant' | 'info';

/**
 * What a path parameter accepts. Every parameter is also limited to `MAX_PARAM_LENGTH` characters;
 * a parameter without a constraint accepts a slug of letters, digits, `_`, `.`, `~` and `-`.
 */
export type ParamConstraint =
  { readonly values: readonly string[] } | { readonly pattern: RegExp; readonly maxLength?: number };

export const MAX_PARAM_LENGTH = 64;

/** A boolean site setting a route depends on: the route answers 404 while the setting is off. */
export type RequiredSetting = 'isIdentificationEnabled' | 'isRegistrationAllowed';

export interface RouteFlags {
  readonly needsLogin?: boolean;
  readonly visitorOnly?: boolean;
  readonly hidesBottomNav?: boolean;
  readonly hidesFooter?: boolean;
  readonly hidesSeoText?: boolean;
  /** Feature number (see `FEATURE`) that must be in the site config's features, else 404. */
  readonly requiredFeature?: number;
  /** Route number that must be in the site config's routes, else 404 (47: bonus rules). */
  readonly requiredRoute?: number;
  readonly requiredSetting?: RequiredSetting;
  readonly allowedWhileBanned?: boolean;
  readonly bannedOnly?: boolean;
  /** The withdrawal page: some ban levels may still use it (see the banned-user guard). */
  readonly isWithdrawal?: boolean;
  /** Never redirected to identification; the object form exempts only one value of one parameter. */
  readonly exemptFromIdentification?: boolean | { readonly param: string; readonly value: string };
  readonly exemptFromBlock?: boolean;
  /** A block page: shown for a block reason, left for home when no block applies. */
  readonly isBlockPage?: boolean;
  readonly isMaintenancePage?: boolean;
  /** A technical page (maintenance, errors, blocks) rendered by the info remote. */
  readonly isTechnical?: boolean;
  readonly isPayment?: boolean;
  /** Replaced by the 500 page while the payment consultant is unavailable. */
  readonly isPaymentConsultant?: boolean;
  /**
   * Third-party partition the route belongs to; visible only when third-party content is allowed and
   * the partition list includes it. A value starting with ':' names the parameter holding the partition.
   */
  readonly isThirdParty?: string;
  /** Not served in production. */
  readonly devOnly?: boolean;
}

/** SEO keys of a page. A value starting with ':' is read from the route parameter of that name. */
export interface RouteSeo {
  readonly stream: string;
  readonly section: string;
}

export interface RouteDefinition {
  /**
   * The pattern without parameters, segments joined by dots (`office/history/:couponId/powerbet` →
   * `office.history.powerbet`). A pattern that starts with a parameter is named after the page it shows.
   */
  readonly name: string;
  /**
   * The path after the `/{lng}` prefix: static segments, `:param`, trailing optional `:param?`, or a
   * final `*rest` that takes the remaining segments.
   */
  readonly pattern: string;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
  readonly shell: ShellName;
  readonly remote: RouteRemoteApp;
  readonly flags: RouteFlags;
  readonly seo?: RouteSeo;
}
