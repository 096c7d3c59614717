import { LeagueHeader } from '@betfront/ui/league-header';
import type { LeagueGroup } from '../board/league-groups';
import { marketColumns } from '../board/list-market';
import type { ListMarket } from '../board/list-market';
import { champHref } from './game-href';
import { useGamesPage } from './page-context';

/** A league's bar: sport, flag, name, and the columns of the market the list shows. */
export function LeagueBar({ group, market }: { group: LeagueGroup; market: ListMarket }) {
  const { lng, t } = useGamesPage();
  const { first } = group;
  return (
    <LeagueHeader
      name={first.champName}
      href={champHref(lng, first)}
      sportSlug={first.sportSlug}
      country={first.champCountry ?? null}
      columns={marketColumns(group.games, market, t)}
    />
  );
}
