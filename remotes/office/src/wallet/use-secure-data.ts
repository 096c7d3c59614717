import type { SecureData } from '@betfront/contract/secure-data';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchSecureData } from './secure-data-api';

interface OpenedSecureData {
  data: SecureData;
  /** When the player's confirmation lapses (ms since the epoch), from the seconds the platform gave it. */
  lapsesAt: number;
}

const SECURE_DATA_KEY = ['secure-data'] as const;

/**
 * Read once for each opening of a view of it (`staleTime: Infinity`), and gone from the cache as soon as the last
 * view of it closes (`gcTime: 0`): the secure data lives no longer than the page that shows it.
 */
const secureDataQuery = queryOptions({
  queryKey: SECURE_DATA_KEY,
  queryFn: async (): Promise<OpenedSecureData | null> => {
    const answer = await fetchSecureData();
    return answer && { data: answer.ggru, lapsesAt: Date.now() + answer.grant * 1000 };
  },
  staleTime: Infinity,
  gcTime: 0,
});

/** Reads the secure data again, as right after the player confirmed; rejects when the read fails. */
export async function readSecureDataAgain(queries: QueryClient): Promise<void> {
  await queries.fetchQuery({ ...secureDataQuery, staleTime: 0 });
}

export interface SecureDataRead {
  /** The secure data while the player's confirmation lasts; null without one, and until read. */
  secure: SecureData | null;
  /** The read has answered, with the data, without a confirmation, or with a failure. */
  isSettled: boolean;
}

/**
 * The secure data the player's confirmation opens. When the confirmation lapses the data is dropped from the cache
 * (replaced by the answer a read without a confirmation gives), so the view asks for the confirmation again.
 */
export function useSecureData(): SecureDataRead {
  const queries = useQueryClient();
  const { data, isPending } = useQuery(secureDataQuery);
  const lapsesAt = data?.lapsesAt ?? null;
  useEffect(() => {
    if (lapsesAt === null) return undefined;
    const lapse = setTimeout(() => queries.setQueryData(SECURE_DATA_KEY, null), lapsesAt - Date.now());
    return () => clearTimeout(lapse);
  }, [lapsesAt, queries]);
  return { secure: data?.data ?? null, isSettled: !isPending };
}
