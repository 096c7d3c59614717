import { browserApi, consoleLogger } from '@betfront/api-client';
import type { ApiClient, Logger } from '@betfront/api-client';
import type { PageNavigation } from './page-navigation';
import { browserNavigation } from './page-navigation';
import { forgetSession } from './session-api';
import { announceSessionEnded } from './session-ended';

/** 'device' ends this session; 'all-devices' ends every session of the player. */
export type LogoutScope = 'device' | 'all-devices';

const DISCONNECT_PATH: Readonly<Record<LogoutScope, string>> = {
  device: '/web-api/auth/disconnect',
  'all-devices': '/web-api/auth/disconnect-all',
};

export interface LogoutPage {
  lng: string;
  /** The current page is for players only: the player goes home instead of reloading it. */
  needsLogin: boolean;
}

export interface LogoutDependencies {
  api: () => ApiClient;
  navigation: PageNavigation;
  log: Logger;
}

const browserDependencies: LogoutDependencies = { api: browserApi, navigation: browserNavigation, log: consoleLogger };

/**
 * Calls the platform (which clears the session cookie), forgets the session in the page (token, user id,
 * ban level back to 0), then goes home from a players-only page or reloads any other. A failed disconnect
 * reloads the page.
 */
export async function logOut(
  scope: LogoutScope,
  page: LogoutPage,
  { api, navigation, log }: LogoutDependencies = browserDependencies,
): Promise<void> {
  try {
    // The contract's schemas load with the logout, not with every page.
    const { disconnectAnswerSchema } = await import('@betfront/contract/auth');
    await api().request(disconnectAnswerSchema, { method: 'POST', path: DISCONNECT_PATH[scope], auth: false });
  } catch (error) {
    log.error('disconnect failed', { scope, error: String(error) });
    navigation.reload();
    return;
  }
  forgetSession();
  announceSessionEnded();
  if (page.needsLogin) navigation.assign(`/${page.lng}`);
  else navigation.reload();
}
