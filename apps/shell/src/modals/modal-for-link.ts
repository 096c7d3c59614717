import type { PageResolution } from '../page/resolve-page';
import { parseQueryFlags } from '../routes/query-flags';
import type { ModalRequest } from './modal-request';

/** Routes that are the login form themselves: on them the form is the page, not a modal. */
const LOGIN_ROUTES: readonly string[] = ['user.login', 'auth'];

export interface LinkContext {
  lng: string;
  currentRouteName: string | null;
  loggedIn: boolean;
  /** Resolves a page path the way the shell's navigation would. */
  resolve(pathWithSearch: string): PageResolution;
}

/**
 * The login modal a visitor's click opens instead of navigating: a link to the login page (while another page
 * is current), or a link to a page the auth guard would send to login — that page is opened after the login.
 */
export function modalForLink(target: string, context: LinkContext): ModalRequest | null {
  if (context.loggedIn || (context.currentRouteName !== null && LOGIN_ROUTES.includes(context.currentRouteName))) {
    return null;
  }
  const url = new URL(target, 'http://page');
  const path = url.pathname.replace(/\/$/, '');
  if (path === `/${context.lng}/user/login` || path === `/${context.lng}/auth`) {
    return { name: 'login', returnTo: parseQueryFlags(url.searchParams).returnUrl };
  }
  const resolution = context.resolve(url.pathname + url.search);
  if (resolution.kind === 'redirect' && resolution.effects.openAuthorization) {
    return { name: 'login', returnTo: url.pathname + url.search + url.hash };
  }
  return null;
}
