import type { Currency } from '@betfront/contract/accounts';
import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrencies } from './wallet-api';

const NO_CURRENCIES: Currency[] = [];

/** The currencies an account may be opened in, named in `lng`; none until read or when the read fails. */
export function useCurrencies(lng: string): Currency[] {
  const isHydrated = useHydrated();
  const { data } = useQuery({
    queryKey: ['currencies', lng],
    queryFn: () => fetchCurrencies(lng),
    staleTime: Infinity,
  });
  return isHydrated && data ? data : NO_CURRENCIES;
}
