import type { Translate } from '@betfront/remote-kit';
import type { BettingData } from '../betting-data';
import { DrawResults } from './draw-results';
import { LotteryCatalog } from './lottery-catalog';
import { LotteryView } from './lottery-view';

/** The lotto section's body: the catalogue, one lottery to play, or draw results. */
export function LottoContent({
  data,
  lng,
  t,
  isLoggedIn,
}: {
  data: BettingData;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
}) {
  const lotteryId = data.vars.lottoId === undefined ? null : Number(data.vars.lottoId);
  if (data.tabs?.kind === 'lotto' && data.tabs.current === 'results') {
    return <DrawResults lotteryId={lotteryId} lng={lng} t={t} isLoggedIn={isLoggedIn} />;
  }
  if (lotteryId !== null) return <LotteryView lotteryId={lotteryId} lng={lng} t={t} isLoggedIn={isLoggedIn} />;
  return <LotteryCatalog lng={lng} t={t} />;
}
