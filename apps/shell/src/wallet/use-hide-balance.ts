import { fetchUserConfig } from '@betfront/account-ui/wallet';
import { subscribe } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';

/**
 * Whether the header hides the player's balance (`user_hide_balance` of the user config, changed in the office's
 * settings). Hidden until the config says otherwise, as the spec's default is, so a hidden balance never flashes.
 */
export function useHideBalance(): boolean {
  const [isHidden, setIsHidden] = useState(true);
  useEffect(() => {
    let isLive = true;
    fetchUserConfig().then(
      (config) => isLive && setIsHidden(config.user_hide_balance),
      // Without the config the balance is shown: the player asked for nothing else.
      () => isLive && setIsHidden(false),
    );
    const stop = subscribe('hideBalanceChanged', ({ isHidden: hidden }) => isLive && setIsHidden(hidden));
    return () => {
      isLive = false;
      stop();
    };
  }, []);
  return isHidden;
}
