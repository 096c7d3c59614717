import type { GameSummary } from '@betfront/contract/sportsbook';
import type { LeagueGroup } from '../board/league-groups';
import type { ListMarket } from '../board/list-market';
import { gameHref } from './game-href';
import { GameRow } from './game-row';
import { LeagueBar } from './league-bar';
import { useGamesPage } from './page-context';
import listStyles from './game-list.module.css';
import styles from './first-rows.module.css';

/** The rows a long list draws in full before its windowed rows take over: more than a desktop's first screen. */
export const FULL_ROWS_OF_LONG_LIST = 12;

/** The leagues with the rows drawn in full, and the games past them. */
function splitAtFullRows(groups: readonly LeagueGroup[], fullRows: number) {
  const full: { group: LeagueGroup; games: GameSummary[] }[] = [];
  const rest: GameSummary[] = [];
  let left = fullRows;
  for (const group of groups) {
    if (left > 0) full.push({ group, games: group.games.slice(0, left) });
    rest.push(...group.games.slice(Math.max(left, 0)));
    left -= group.games.length;
  }
  return { full, rest };
}

/**
 * A list's rows as the server draws them and hydration reads them: every row of a short list; of a long one the
 * first screen's rows in full, then every other game as a link of one line that holds a row's height. The page still reads whole without scripts (each game is
 * a link) while the document and its hydration carry a screen of rows instead of every row; the windowed rows
 * replace it once their code is in, and the rows in view stay where they were.
 */
interface FirstRowsProps {
  groups: readonly LeagueGroup[];
  market: ListMarket;
  /** How many rows are drawn in full; the games past them are links. */
  fullRows: number;
}

export function FirstRows({ groups, market, fullRows }: FirstRowsProps) {
  const { lng, gameBase } = useGamesPage();
  const { full, rest } = splitAtFullRows(groups, fullRows);
  return (
    <>
      {full.map(({ group, games }) => (
        <div key={group.champId} className={listStyles.league}>
          <LeagueBar group={group} market={market} />
          {games.map((game) => (
            <GameRow key={game.id} id={game.id} />
          ))}
        </div>
      ))}
      {rest.length > 0 && (
        <ul className={styles.rest}>
          {rest.map((game) => (
            <li key={game.id}>
              <a href={gameHref(lng, game, gameBase)}>
                {game.home.name} — {game.away.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
