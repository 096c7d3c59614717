import type { RemoteRoute } from '@betfront/remote-kit';

/** The page a route stands for, its query included: `/ru/results/zone?gameId=4` is not `/ru/results/zone`. */
export function routeAddress(route: Pick<RemoteRoute, 'path' | 'query'>): string {
  const search = new URLSearchParams(route.query).toString();
  return search === '' ? route.path : `${route.path}?${search}`;
}
