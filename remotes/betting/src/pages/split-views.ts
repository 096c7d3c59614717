import { splitView } from '@betfront/remote-kit';
import type { BettingContent, BettingData } from '../betting-data';

// The draws and a player's bets are views of their own pages: the line, live and home pages never load their code.
export const lottoView = splitView(() => import('../lotto/lotto-content').then((module) => module.LottoContent));
export const totoView = splitView(() => import('../toto/toto-content').then((module) => module.TotoContent));
export const openedBetsView = splitView(() =>
  import('../bets/opened-bets-page').then((module) => module.OpenedBetsPage),
);
export const powerbetView = splitView(() => import('../bets/powerbet-page').then((module) => module.PowerbetPage));

const VIEWS_OF: Partial<Record<BettingContent, readonly { preload(): Promise<void> }[]>> = {
  lotto: [lottoView],
  toto: [totoView],
  'toto-coupons': [totoView],
  'opened-bets': [openedBetsView],
  powerbet: [powerbetView],
};

/** Loads the code of the split views a betting page draws. */
export function prepareBettingPage(data: BettingData): Promise<unknown> {
  return Promise.all((VIEWS_OF[data.content] ?? []).map((view) => view.preload()));
}
