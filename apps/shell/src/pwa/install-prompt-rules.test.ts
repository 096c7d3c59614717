import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/browser-storage';
import type { InstallPromptContext } from './install-prompt-rules';
import {
  INSTALL_PROMPT_DISMISSAL_MS,
  mayOfferInstall,
  readInstallPromptDismissal,
  recordInstallPromptDismissal,
} from './install-prompt-rules';

const NOW = 1_800_000_000_000;
const context = (patch: Partial<InstallPromptContext> = {}): InstallPromptContext => ({
  config: { isPwa: true, pwaPromptAudience: 'all' },
  isLoggedIn: false,
  appSkip: null,
  isStandalone: false,
  dismissedAt: null,
  now: NOW,
  ...patch,
});

describe('mayOfferInstall', () => {
  it('offers the app when the site is installable and nothing says otherwise', () => {
    expect(mayOfferInstall(context())).toBe(true);
  });

  it('stays away when switched off, already installed or skipped by the query', () => {
    expect(mayOfferInstall(context({ config: { isPwa: false, pwaPromptAudience: 'all' } }))).toBe(false);
    expect(mayOfferInstall(context({ isStandalone: true }))).toBe(false);
    expect(mayOfferInstall(context({ appSkip: 1 }))).toBe(false);
  });

  it('follows the audience the operator chose', () => {
    const authorised = { isPwa: true, pwaPromptAudience: 'authorised' } as const;
    const anonymous = { isPwa: true, pwaPromptAudience: 'anonymous' } as const;
    expect(mayOfferInstall(context({ config: authorised, isLoggedIn: false }))).toBe(false);
    expect(mayOfferInstall(context({ config: authorised, isLoggedIn: true }))).toBe(true);
    expect(mayOfferInstall(context({ config: anonymous, isLoggedIn: true }))).toBe(false);
    expect(mayOfferInstall(context({ config: anonymous, isLoggedIn: false }))).toBe(true);
  });

  it('stays away for 3 days after a dismissal, then offers again', () => {
    const storage = memoryStorage();
    recordInstallPromptDismissal(storage, NOW);
    const dismissedAt = readInstallPromptDismissal(storage);
    expect(mayOfferInstall(context({ dismissedAt, now: NOW + INSTALL_PROMPT_DISMISSAL_MS - 1 }))).toBe(false);
    expect(mayOfferInstall(context({ dismissedAt, now: NOW + INSTALL_PROMPT_DISMISSAL_MS }))).toBe(true);
  });

  it('reads a damaged dismissal as none', () => {
    expect(readInstallPromptDismissal(memoryStorage({ bf_install_prompt_dismissed_at: 'soon' }))).toBeNull();
    expect(readInstallPromptDismissal(memoryStorage({ bf_install_prompt_dismissed_at: '-5' }))).toBeNull();
  });
});
