import type { BottomNavItem } from '@betfront/contract/content';
import type { RemoteContext } from '@betfront/remote-kit';

/** Items for this visitor: the office for a logged-in player, the login for a visitor. */
export function itemsFor(items: readonly BottomNavItem[], loggedIn: boolean): BottomNavItem[] {
  return items.filter((item) => item.audience === 'all' || (item.audience === 'user') === loggedIn);
}

/** The current item: its route names match the route, or the page lies under its path. */
export function isCurrent(item: BottomNavItem, ctx: RemoteContext): boolean {
  const name = ctx.route.name;
  if (item.routePrefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}.`))) return true;
  if (item.href === '/') return false;
  const path = ctx.route.path.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return path === item.href || path.startsWith(`${item.href}/`);
}
