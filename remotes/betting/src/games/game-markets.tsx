import { useLayoutChoice } from '@betfront/ui';
import { memo } from 'react';
import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';
import { ASIAN_KINDS, groupMarkets } from '../markets/group-markets';
import { formatLine, marketKindName, periodName, selectionName } from '../markets/market-names';
import { OddsButton } from './odds-button';
import { SelectionButtons } from './selection-buttons';
import { useGamesPage } from './page-context';
import styles from './game-markets.module.css';

function MarketLine({ game, market }: { game: GameSummary; market: Market }) {
  return (
    <div className={market.kind === 'correct-score' ? styles.grid : styles.line}>
      <SelectionButtons game={game} market={market} showName />
    </div>
  );
}

/** The Asian table of one kind: a line per row, both sides' odds beside it. */
function AsianTable({ game, markets, t }: { game: GameSummary; markets: Market[]; t: Translate }) {
  return (
    <table className={styles.asian}>
      <tbody>
        {markets.map((market) => (
          <tr key={market.id}>
            <th scope="row">{formatLine(market.line, market.kind === 'handicap')}</th>
            {market.selections.map((selection) => (
              <td key={selection.id}>
                <OddsButton
                  selectionId={selection.id}
                  name={selectionName(market, selection, t)}
                  coef={selection.coef}
                  locked={game.isSuspended}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface GameMarketsProps {
  game: GameSummary;
  /** The store's markets revision of the game: a move of prices alone draws nothing here. */
  revision: number;
}

/** Every market of a game, grouped by period and kind; the Asian view puts handicap and total tables side by side. */
export const GameMarkets = memo(
  function GameMarkets({ game }: GameMarketsProps) {
    const { t } = useGamesPage();
    const { app_view_type: appViewType } = useLayoutChoice();
    const asian = appViewType === 1;
    const periods = groupMarkets(game.markets);
    if (periods.length === 0) return <p className={styles.none}>{t('betting.game.no_markets')}</p>;
    return (
      <div className={styles.periods}>
        {periods.map(({ period, kinds }) => {
          const sideBySide = asian ? kinds.filter((group) => ASIAN_KINDS.includes(group.kind)) : [];
          const stacked = kinds.filter((group) => !sideBySide.includes(group));
          return (
            <section key={period} className={styles.period} aria-labelledby={`period-${period}`}>
              <h2 id={`period-${period}`} className={styles.periodTitle}>
                {periodName(period, t)}
              </h2>
              {sideBySide.length > 0 && (
                <div className={styles.asianRow}>
                  {sideBySide.map(({ kind, markets }) => (
                    <section key={kind} className={styles.kind}>
                      <h3 className={styles.kindTitle}>{marketKindName({ kind }, game, t)}</h3>
                      <AsianTable game={game} markets={markets} t={t} />
                    </section>
                  ))}
                </div>
              )}
              {stacked.map(({ kind, markets }) => (
                <section key={kind} className={styles.kind}>
                  <h3 className={styles.kindTitle}>{marketKindName({ kind }, game, t)}</h3>
                  {markets.map((market) => (
                    <MarketLine key={market.id} game={game} market={market} />
                  ))}
                </section>
              ))}
            </section>
          );
        })}
      </div>
    );
  },
  (before, after) => before.game.id === after.game.id && before.revision === after.revision,
);
