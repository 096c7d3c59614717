import type { RouteDefinition } from './route-definition';

const resolve = (value: string, params: Readonly<Record<string, string>>): string =>
  value.startsWith(':') ? (params[value.slice(1)] ?? '') : value;

/** The SEO stream and section of a matched page, parameters filled in; null for pages without SEO data. */
export function resolveRouteSeo(
  route: RouteDefinition,
  params: Readonly<Record<string, string>>,
): { stream: string; section: string } | null {
  if (!route.seo) return null;
  return { stream: resolve(route.seo.stream, params), section: resolve(route.seo.section, params) };
}
