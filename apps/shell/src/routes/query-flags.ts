import type { RouteName } from './catalogue';

/** Query parameter names the shell reads. */
export const QUERY_PARAM = {
  appSkip: 'appskip',
  platformType: 'platform_type',
  showForgotPasswordModal: 'showForgotPasswordModal',
  paymentConsultant: 'payment-consultant',
  returnUrl: 'return-url',
  modal: 'modal',
  token: 'token',
  isFromIdentification: 'isFromIdentification',
} as const;

export const QUERY_MODALS = ['transfer-user', 'coupon-settings'] as const;
export type QueryModal = (typeof QUERY_MODALS)[number];

export interface QueryFlags {
  /** Suppresses the install-the-app prompt. */
  readonly appSkip: number | null;
  readonly platformType: string | null;
  readonly showForgotPasswordModal: boolean;
  /** `payment-consultant=1`: remembered in a cookie. */
  readonly paymentConsultant: boolean;
  /** A same-site path to go to after use; anything else (another host, `//host`) is dropped. */
  readonly returnUrl: string | null;
  readonly modal: QueryModal | null;
  /** A token on the route suppresses the transfer modal. */
  readonly token: string | null;
  readonly isFromIdentification: boolean;
}

const isTrue = (value: string | null): boolean => value !== null && value !== '0' && value.toLowerCase() !== 'false';

function sameSitePath(value: string | null): string | null {
  if (value === null || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return /[\u0000-\u001f\u007f]/.test(value) ? null : value;
}

function numberOrNull(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function parseQueryFlags(query: URLSearchParams): QueryFlags {
  const platformType = query.get(QUERY_PARAM.platformType);
  const modal = query.get(QUERY_PARAM.modal);
  const token = query.get(QUERY_PARAM.token);
  return {
    appSkip: numberOrNull(query.get(QUERY_PARAM.appSkip)),
    platformType: platformType !== null && /^[\w-]{1,32}$/.test(platformType) ? platformType : null,
    showForgotPasswordModal: isTrue(query.get(QUERY_PARAM.showForgotPasswordModal)),
    paymentConsultant: query.get(QUERY_PARAM.paymentConsultant) === '1',
    returnUrl: sameSitePath(query.get(QUERY_PARAM.returnUrl)),
    modal: QUERY_MODALS.find((name) => name === modal) ?? null,
    token: token !== null && token.length > 0 && token.length <= 4096 ? token : null,
    isFromIdentification: query.get(QUERY_PARAM.isFromIdentification) === 'true',
  };
}

/** The query without the named parameters (the return-url is cleared once used). */
export function withoutQueryParams(query: URLSearchParams, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of names) next.delete(name);
  return next;
}

/** The transfer modal is not offered on registration, nor when a token query is present. */
export function isTransferModalSuppressed(routeName: RouteName | null, flags: QueryFlags): boolean {
  return routeName === 'registration' || flags.token !== null;
}
