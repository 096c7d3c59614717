import { ONE_TAP_FEATURE } from '@betfront/contract/one-tap';
import type { PageState } from '../page/page-state';

/** One-tap sign-in is for a visitor while feature 13 is on (site §1, §7). */
export function isOneTapOn(state: PageState): boolean {
  return state.session.user_id === null && state.config.features.includes(ONE_TAP_FEATURE);
}
