import type { CouponAction } from '@betfront/coupon';
import type { ChannelEvents } from '@betfront/remote-kit';
import { GAME_STATUS, gameIdentity } from './game-status';

export type AddBetEvent = ChannelEvents['couponAddBet'];

/** The engine's addBet action for a selection an odds button sent. */
export function addBetAction(event: AddBetEvent, now: number): CouponAction & { type: 'addBet' } {
  const { market, game } = event;
  const [home, away] = game.opponents;
  return {
    type: 'addBet',
    market: {
      id: market.id,
      coef: market.coef,
      sportId: market.sportId,
      typeId: market.typeId,
      kind: market.kind,
      isLive: market.isLive,
      gameName: game.opponents.join(' — '),
      champName: game.champName,
    },
    game: {
      id: String(game.id),
      ...gameIdentity(game.id),
      statusId: market.isLive ? GAME_STATUS.live : GAME_STATUS.line,
      startAt: game.startTime,
      isLive: market.isLive,
      ...(home === undefined ? {} : { opponent1: home }),
      ...(away === undefined ? {} : { opponent2: away }),
      ...(game.score ? { score1: game.score.home, score2: game.score.away } : {}),
    },
    source: event.source,
    ...(event.pageType === undefined ? {} : { pageType: event.pageType }),
    ...(event.manualBlockId === undefined ? {} : { manualBlockId: event.manualBlockId }),
    now,
  };
}
