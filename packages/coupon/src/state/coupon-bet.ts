import type { BetStatusId } from '../bet-status';

export interface CouponMarket {
  readonly id: string;
  /** Exact decimal string. */
  readonly coef: string;
  /** The line's unrounded coef when it sends one; possible win uses it instead of `coef`. */
  readonly exactCoef?: string;
  readonly sportId?: number;
  readonly typeId?: number;
  readonly kind?: number;
  readonly isLive?: boolean;
  readonly gameName?: string;
  readonly champName?: string;
}

export interface CouponGame {
  readonly id: string;
  readonly number?: number;
  readonly statusId?: number;
  /** Epoch milliseconds. */
  readonly startAt?: number;
  readonly opponent1?: string;
  readonly opponent2?: string;
  readonly score1?: number;
  readonly score2?: number;
  readonly isFinished?: boolean;
  readonly isLive?: boolean;
  /** Seconds played; set once the game clock runs. */
  readonly gameTime?: number;
  readonly permanentId?: string;
}

export interface CouponBet {
  /** The market id: a market is in the coupon at most once. */
  readonly id: string;
  readonly market: CouponMarket;
  readonly game: CouponGame;
  readonly blockId: number;
  readonly statusId: BetStatusId;
  readonly isBanker: boolean;
  readonly isBlocked: boolean;
  readonly isDepend: boolean;
  readonly isBannedExpress: boolean;
  readonly isDisabledBanker: boolean;
  readonly statisticId?: string;
  readonly playersDuel?: boolean;
  readonly pageType?: string;
  readonly source?: string;
  /** Set while a coef change waits for the player: the last coef the player accepted. */
  readonly confirmedCoef?: string;
}

/** Possible win is amount × exact coef, or coef when the line sends no exact one. */
export function legCoef(bet: CouponBet): string {
  return bet.market.exactCoef ?? bet.market.coef;
}
