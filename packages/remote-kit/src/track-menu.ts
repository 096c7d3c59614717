import type { AnalyticsEvent } from '@betfront/contract/analytics';
import { track } from './track';

type Menu = Extract<AnalyticsEvent, { name: 'menu_click' }>['menu'];

const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/** The item a link names: its path on the site without the language, or the whole address of another site. */
export function menuItemOf(href: string): string {
  const item = href.startsWith('/') ? href.replace(LANGUAGE_PREFIX, '') || '/' : href;
  return item.slice(0, 120);
}

/**
 * A click handler for a whole menu: records `menu_click` with the item of the link clicked inside it, so each
 * menu is tracked in one place rather than link by link.
 */
export const menuClickTracker =
  (menu: Menu) =>
  (event: { target: EventTarget | null }): void => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (href) track({ name: 'menu_click', menu, item: menuItemOf(href) });
  };
