import type { GameSummary } from '@betfront/contract/sportsbook';
import type { LeagueGroup } from '../board/league-groups';
import type { ListMarket } from '../board/list-market';
import { gameHref } from './game-href';
import { GameRow } from './game-row';
import { LeagueBar } from './league-bar';
import { useGamesPage } from './page-context';
import styles from './first-rows.module.css';

/** The rows a long list draws in full before its windowed rows take over: more than a desktop's first screen. */
const FULL_ROWS_OF_LONG_LIST = 12;

/** The leagues with the rows drawn in full, and the games past them. */
function splitAtFullRows(groups: readonly LeagueGroup[]) {
  const full: { group: LeagueGroup; games: GameSummary[] }[] = [];
  const rest: GameSummary[] = [];
  let left = FULL_ROWS_OF_LONG_LIST;
  for (const group of groups) {
    if (left > 0) full.push({ group, games: group.games.slice(0, left) });
    rest.push(...group.games.slice(Math.max(left, 0)));
    left -= group.games.length;
  }
  return { full, rest };
}

/**
 * A long list as the server draws it and hydration reads it: the first screen's rows in full, then every other
 * game as a link of one line that holds a row's height. The page still reads whole without scripts (each game is
 * a link) while the document and its hydration carry a screen of rows instead of every row; the windowed rows
 * replace it once their code is in, and the rows in view stay where they were.
 */
export function FirstRows({ groups, market }: { groups: readonly LeagueGroup[]; market: ListMarket }) {
  const { lng, gameBase } = useGamesPage();
  const { full, rest } = splitAtFullRows(groups);
  return (
    <>
      {full.map(({ group, games }) => (
        <div key={group.champId} className={styles.league}>
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
