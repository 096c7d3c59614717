import type { PageResolution } from '../page/resolve-page';
import { parseQueryFlags } from '../routes/query-flags';
import type { ModalRequest } from './modal-request';

/** Routes that are the login or registration form themselves: on them the form is the page, not a modal. */
const FORM_ROUTES: readonly string[] = ['user.login', 'auth', 'registration'];

export interface LinkContext {
  lng: string;
  currentRouteName: string | null;
  loggedIn: boolean;
  /** Resolves a page path the way the shell's navigation would. */
  resolve(pathWithSearch: string): PageResolution;
}

/**
 * The modal a visitor's click opens instead of navigating, while another page is current: the login modal for a
 * link to the login page or to a page the auth guard would send to login — that page is opened after the login —,
 * and the registration modal for a plain link to the registration page.
 */
export function modalForLink(target: string, context: LinkContext): ModalRequest | null {
  if (context.loggedIn || (context.currentRouteName !== null && FORM_ROUTES.includes(context.currentRouteName))) {
    return null;
  }
  const url = new URL(target, 'http://page');
  const path = url.pathname.replace(/\/$/, '');
  if (path === `/${context.lng}/user/login` || path === `/${context.lng}/auth`) {
    return { name: 'login', returnTo: parseQueryFlags(url.searchParams).returnUrl };
  }
  if (path === `/${context.lng}/registration` && url.search === '') return { name: 'registration' };
  const resolution = context.resolve(url.pathname + url.search);
  if (resolution.kind === 'redirect' && resolution.effects.openAuthorization) {
    return { name: 'login', returnTo: url.pathname + url.search + url.hash };
  }
  return null;
}
