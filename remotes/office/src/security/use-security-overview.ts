import type { SecurityOverview } from '@betfront/contract/security';
import { useCallback, useEffect, useState } from 'react';
import { errorKeyOf } from './error-key';
import { securityApi } from './security-api';

export type OverviewState =
  { status: 'loading' } | { status: 'ready'; overview: SecurityOverview } | { status: 'failed'; errorKey: string };

/** The player's security overview, loaded in the browser once the page is up; `replace` takes a newer one. */
export function useSecurityOverview() {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    securityApi.overview().then(
      (overview) => current && setState({ status: 'ready', overview }),
      (error: unknown) => current && setState({ status: 'failed', errorKey: errorKeyOf(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  const replace = useCallback((overview: SecurityOverview) => setState({ status: 'ready', overview }), []);
  return { state, replace };
}
