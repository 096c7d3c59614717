import type { Translate } from '@betfront/remote-kit';
import { useEffect, useId, useState } from 'react';
import type { ComponentType } from 'react';
import { AccountsToggle } from './accounts-toggle';
import type { LiveAccountsMenu } from './live-accounts-menu';
import styles from './accounts-menu.module.css';

export interface AccountsMenuProps {
  lng: string;
  routeName: string | null;
  t: Translate;
}

type LiveMenu = ComponentType<Parameters<typeof LiveAccountsMenu>[0]>;

/**
 * The header's balance of the active account; opens the list to switch accounts or add a currency. The wallet
 * code loads after the page shows, so visitors never download it; until then (and on the server) the button
 * reads as the wallet, as it does while the accounts load, and a click opens the list once it is there.
 */
export function AccountsMenu(props: AccountsMenuProps) {
  const [Live, setLive] = useState<LiveMenu | null>(null);
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  const panelId = useId();
  useEffect(() => {
    let isMounted = true;
    import('./live-accounts-menu').then(
      (module) => isMounted && setLive(() => module.LiveAccountsMenu),
      // Without its code the button stays the wallet's label, as when the accounts cannot be loaded.
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, []);
  if (Live) return <Live {...props} isInitiallyOpen={isOpenRequested} />;
  return (
    <div className={styles.menu}>
      <AccountsToggle
        label={props.t('wallet.title')}
        isOpen={false}
        panelId={panelId}
        onToggle={() => setIsOpenRequested(true)}
        t={props.t}
      />
    </div>
  );
}
