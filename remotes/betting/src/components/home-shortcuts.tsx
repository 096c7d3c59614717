import { LinkGrid } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

/** Each with the dictionary stem of its label and hint. */
const SHORTCUTS = [
  { stem: 'betting.shortcut.live', path: 'live' },
  { stem: 'betting.shortcut.line', path: 'line' },
  { stem: 'page-types.shortcut.topgame', path: 'topgame' },
  { stem: 'betting.shortcut.cyber', path: 'cyber/live/all' },
  { stem: 'page-types.shortcut.marble', path: 'marble/live' },
  { stem: 'page-types.shortcut.ufc', path: 'ufc' },
  { stem: 'page-types.shortcut.politics', path: 'politics' },
  { stem: 'betting.shortcut.express-day', path: 'express-day' },
  { stem: 'betting.shortcut.casino', path: 'casino-lobby' },
  { stem: 'betting.shortcut.promo', path: 'promo' },
] as const;

/** The home page's ways in: the main areas of the site, each with what it offers. */
export function HomeShortcuts({ lng, t }: { lng: string; t: Translate }) {
  const items = SHORTCUTS.map(({ stem, path }) => ({
    href: `/${lng}/${path}`,
    label: t(`${stem}.label`),
    hint: t(`${stem}.hint`),
  }));
  return <LinkGrid label={t('betting.shortcuts_label')} items={items} />;
}
