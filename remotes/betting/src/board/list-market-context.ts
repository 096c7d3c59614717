import { createContext, useContext } from 'react';
import type { ListMarket } from './list-market';

/** The market a list's rows show, and how many columns each league of it has, by champ id. */
export interface ListMarketChoice {
  market: ListMarket;
  columnsOf(champId: number): number;
}

export const ListMarketContext = createContext<ListMarketChoice>({ market: 'result', columnsOf: () => 3 });

export const useListMarket = (): ListMarketChoice => useContext(ListMarketContext);
