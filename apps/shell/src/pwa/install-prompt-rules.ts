import type { SiteConfig } from '@betfront/contract';
import type { KeyValueStorage } from '../session/browser-storage';

/** A dismissed install prompt stays away this long (the spec's 3 days). */
export const INSTALL_PROMPT_DISMISSAL_MS = 3 * 24 * 60 * 60 * 1000;
const DISMISSED_AT_KEY = 'bf_install_prompt_dismissed_at';

export interface InstallPromptContext {
  config: Pick<SiteConfig, 'isPwa' | 'pwaPromptAudience'>;
  isLoggedIn: boolean;
  /** The page's `appskip` query flag. */
  appSkip: number | null;
  /** The site already runs as the installed app. */
  isStandalone: boolean;
  dismissedAt: number | null;
  now: number;
}

/** Whether the install prompt may be offered: enabled, for this audience, not installed, skipped or dismissed. */
export function mayOfferInstall(context: InstallPromptContext): boolean {
  const { config, isLoggedIn } = context;
  if (!config.isPwa || context.isStandalone || context.appSkip !== null) return false;
  if (config.pwaPromptAudience === 'authorised' && !isLoggedIn) return false;
  if (config.pwaPromptAudience === 'anonymous' && isLoggedIn) return false;
  return context.dismissedAt === null || context.now - context.dismissedAt >= INSTALL_PROMPT_DISMISSAL_MS;
}

export function readInstallPromptDismissal(storage: KeyValueStorage): number | null {
  const stored = Number(storage.read(DISMISSED_AT_KEY));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
}

export function recordInstallPromptDismissal(storage: KeyValueStorage, now: number): void {
  storage.write(DISMISSED_AT_KEY, String(now));
}
