import { USER_CONFIG_KEY, useUserConfig } from '@betfront/account-ui/wallet';
import type { UserConfig } from '@betfront/contract/user-config';
import { subscribe } from '@betfront/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Whether the header hides the player's balance (`user_hide_balance` of the user config, changed in the office's
 * settings). Hidden until the config says otherwise, as the spec's default is, so a hidden balance never flashes.
 */
export function useHideBalance(): boolean {
  const queries = useQueryClient();
  const { config, isFailed } = useUserConfig();
  useEffect(
    () =>
      subscribe('hideBalanceChanged', ({ isHidden }) => {
        const known = queries.getQueryData<UserConfig>(USER_CONFIG_KEY);
        if (known) {
          queries.setQueryData(USER_CONFIG_KEY, { ...known, user_hide_balance: isHidden });
        } else {
          // A config not read yet (or whose read failed) is read again: it now holds the choice.
          void queries.invalidateQueries({ queryKey: USER_CONFIG_KEY });
        }
      }),
    [queries],
  );
  // Without the config the balance is shown: the player asked for nothing else.
  return config ? config.user_hide_balance : !isFailed;
}
