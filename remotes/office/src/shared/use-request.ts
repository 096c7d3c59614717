import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useHydrated } from '@betfront/ui';

export interface RequestState<T> {
  value: T | null;
  error: unknown;
  isLoading: boolean;
  retry(): void;
}

/**
 * An office page's read through the page's query cache: read after mount and again when `queryKey` changes,
 * `retry` reads again, and the last answer stays shown meanwhile. Keys start with what they read (`history`,
 * `accounts`, …), so a placed bet's invalidation reaches the office's lists too. The render that hydrates the
 * server's markup has no answer, as the server had none, even when the page already read the key (the shell reads
 * the accounts before an office view hydrates).
 */
export function useRequest<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData });
  const isHydrated = useHydrated();
  const { refetch } = query;
  return {
    value: isHydrated ? (query.data ?? null) : null,
    error: query.error,
    isLoading: query.isFetching,
    retry: () => void refetch(),
  };
}
