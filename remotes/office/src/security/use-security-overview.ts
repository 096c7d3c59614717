import type { SecurityOverview } from '@betfront/contract/security';
import { useHydrated } from '@betfront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorKeyOf } from './error-key';
import { securityApi } from './security-api';

export type OverviewState =
  { status: 'loading' } | { status: 'ready'; overview: SecurityOverview } | { status: 'failed'; errorKey: string };

const OVERVIEW_KEY = ['security', 'overview'];

/**
 * The player's security overview, read in the browser once the page is up (each security page reads it again,
 * showing the last answer meanwhile); `replace` takes a newer one a change answered with.
 */
export function useSecurityOverview() {
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const { data, error } = useQuery({ queryKey: OVERVIEW_KEY, queryFn: securityApi.overview });
  const replace = useCallback((overview: SecurityOverview) => queries.setQueryData(OVERVIEW_KEY, overview), [queries]);
  return { state: overviewState(isHydrated ? data : undefined, isHydrated ? error : null), replace };
}

function overviewState(overview: SecurityOverview | undefined, error: unknown): OverviewState {
  if (overview) return { status: 'ready', overview };
  return error ? { status: 'failed', errorKey: errorKeyOf(error) } : { status: 'loading' };
}
