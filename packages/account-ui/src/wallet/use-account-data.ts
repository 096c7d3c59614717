import type { AccountData } from '@betfront/contract/accounts';
import { useEffect, useState } from 'react';
import { onAccountsAnnounced } from './accounts-events';
import { fetchAccountData } from './wallet-api';

/** The player's accounts, loaded once and kept in step with every change announced on the page; null until loaded. */
export function useAccountData(): AccountData | null {
  const [data, setData] = useState<AccountData | null>(null);
  useEffect(() => {
    let isLive = true;
    fetchAccountData().then(
      (loaded) => isLive && setData(loaded),
      () => undefined,
    );
    const stop = onAccountsAnnounced((announced) => isLive && setData(announced));
    return () => {
      isLive = false;
      stop();
    };
  }, []);
  return data;
}
