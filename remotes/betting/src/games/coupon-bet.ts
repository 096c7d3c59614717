import { MARKET_KINDS } from '@betfront/contract/sportsbook';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { ChannelEvents, Translate } from '@betfront/remote-kit';
import { couponLabel } from '../markets/market-names';
import { selectionFromId } from '../markets/selection-from-id';

/** The couponAddBet event of a selection of a game, or null when the game does not offer it now. */
export function couponBet(
  game: GameSummary,
  selectionId: string,
  t: Translate,
  pageType: string,
  /** The coef when the game's markets do not list the selection (an express of the day). */
  knownCoef: string | null = null,
): ChannelEvents['couponAddBet'] | null {
  const listed = game.markets
    .map((market) => ({ market, selection: market.selections.find((entry) => entry.id === selectionId) }))
    .find((found) => found.selection !== undefined);
  const named = listed?.selection
    ? { market: listed.market, selection: listed.selection }
    : selectionFromId(selectionId, knownCoef);
  if (named) {
    const { market, selection } = named;
    if (selection.coef === null || game.isSuspended || game.status === 'finished') return null;
    const kind = MARKET_KINDS.indexOf(market.kind);
    return {
      market: {
        id: selection.id,
        coef: selection.coef,
        sportId: game.sportId,
        champId: game.champId,
        typeId: kind,
        kind,
        isLive: game.status === 'live',
        label: couponLabel(market, selection, game, t),
      },
      game: {
        id: game.id,
        champName: game.champName,
        opponents: [game.home.name, game.away.name],
        startTime: Date.parse(game.startAt),
        score: game.score,
      },
      source: 'betting',
      pageType,
    };
  }
  return null;
}

/** The game id a selection id starts with. */
export const gameIdOfSelection = (selectionId: string): number => Number(selectionId.split(':', 1)[0]);
