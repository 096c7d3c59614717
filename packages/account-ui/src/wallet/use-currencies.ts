import type { Currency } from '@betfront/contract/accounts';
import { useEffect, useState } from 'react';
import { fetchCurrencies } from './wallet-api';

export function useCurrencies(lng: string): Currency[] {
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    let isLive = true;
    fetchCurrencies(lng).then(
      (loaded) => isLive && setCurrencies(loaded),
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [lng]);
  return currencies;
}
