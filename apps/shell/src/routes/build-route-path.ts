import type { RouteName } from './catalogue';
import { findRouteByName } from './match-route';

/**
 * The path of a catalogue route with the language prefix: `buildRoutePath('en', 'office.history.powerbet',
 * { couponId: '7' })` → `/en/office/history/7/powerbet`. A missing optional parameter is left out; a
 * missing required one is a programming error and throws.
 */
export function buildRoutePath(lng: string, name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const route = findRouteByName(name);
  if (!route) throw new Error(`unknown route '${name}'`);
  const segments: string[] = [];
  for (const segment of route.pattern === '' ? [] : route.pattern.split('/')) {
    if (!segment.startsWith(':') && !segment.startsWith('*')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?') || segment.startsWith('*');
    const paramName = segment.replace(/^[:*]/, '').replace(/\?$/, '');
    const value = params[paramName];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`route '${name}' needs the parameter '${paramName}'`);
    }
    segments.push(
      segment.startsWith('*') ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value),
    );
  }
  return `/${lng}${segments.length > 0 ? `/${segments.join('/')}` : ''}`;
}
