import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchConvertStatus } from './wallet-api';

/** The read of the status, among the reads of the accounts: what the money in them allows changes with every bet. */
export const convertStatusQuery = queryOptions({
  queryKey: [...ACCOUNTS_KEY, 'convert-status'],
  queryFn: fetchConvertStatus,
});

/**
 * Whether the main account may change its currency and another account may open: read when a view of it mounts
 * and after a placed bet; `status` is null until read, and in the render that hydrates the server's markup.
 */
export function useConvertStatus() {
  const isHydrated = useHydrated();
  const { data, refetch } = useQuery(convertStatusQuery);
  return {
    status: isHydrated ? (data ?? null) : null,
    /** Reads the status again, as after a conversion. */
    refresh: async () => {
      await refetch();
    },
  };
}
