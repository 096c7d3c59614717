import type { SecurityOverview } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import styles from './security.module.css';
import type { OverviewState } from './use-security-overview';
import { FormAlert } from '@betfront/account-ui/forms';

interface OverviewGateProps {
  state: OverviewState;
  t: Translate;
  children(overview: SecurityOverview): ReactNode;
}

/** Renders its children with the overview once it is loaded; a loading line or the failure until then. */
export function OverviewGate({ state, t, children }: OverviewGateProps) {
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        {t('security.loading')}
      </p>
    );
  }
  if (state.status === 'failed') return <FormAlert text={t(state.errorKey)} />;
  return <>{children(state.overview)}</>;
}
