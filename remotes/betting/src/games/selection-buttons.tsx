import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import { selectionName } from '../markets/market-names';
import { OddsButton } from './odds-button';
import { useGamesPage } from './page-context';

/** A market's selections as odds buttons, locked while the game is suspended. */
export function SelectionButtons({
  game,
  market,
  showName = false,
}: {
  game: GameSummary;
  market: Market;
  showName?: boolean;
}) {
  const { t } = useGamesPage();
  return market.selections.map((selection) => (
    <OddsButton
      key={selection.id}
      selectionId={selection.id}
      name={selectionName(market, selection, t)}
      coef={selection.coef}
      locked={game.isSuspended}
      showName={showName}
    />
  ));
}
