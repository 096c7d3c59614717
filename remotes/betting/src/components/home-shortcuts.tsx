import { LinkGrid } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

const SHORTCUTS = [
  { id: 'live', path: 'live' },
  { id: 'line', path: 'line' },
  { id: 'cyber', path: 'cyber/live/all' },
  { id: 'express-day', path: 'express-day' },
  { id: 'casino', path: 'casino-lobby' },
  { id: 'promo', path: 'promo' },
] as const;

/** The home page's ways in: the main areas of the site, each with what it offers. */
export function HomeShortcuts({ lng, t }: { lng: string; t: Translate }) {
  const items = SHORTCUTS.map(({ id, path }) => ({
    href: `/${lng}/${path}`,
    label: t(`betting.shortcut.${id}.label`),
    hint: t(`betting.shortcut.${id}.hint`),
  }));
  return <LinkGrid label={t('betting.shortcuts_label')} items={items} />;
}
