import type { UserConfig } from '@betfront/contract/user-config';
import { useHydrated } from '@betfront/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUserConfig } from './wallet-api';

/** The key of the player's user config, one read for the office's account pages and the header's hidden balance. */
export const USER_CONFIG_KEY = ['user-config'] as const;

const userConfigQuery = queryOptions({ queryKey: USER_CONFIG_KEY, queryFn: fetchUserConfig });

export interface UserConfigRead {
  /** Null until read, when the read failed, and in the render that hydrates the server's markup. */
  config: UserConfig | null;
  isFailed: boolean;
}

/** The player's user config, read when a view of it mounts; views mounted together share the read. */
export function useUserConfig(): UserConfigRead {
  const isHydrated = useHydrated();
  const { data, isError } = useQuery(userConfigQuery);
  return { config: isHydrated ? (data ?? null) : null, isFailed: isHydrated && isError };
}
