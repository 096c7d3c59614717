import type { AnalyticsEvent } from '@betfront/contract/analytics';

/**
 * The typed event channel between the shell and the remote applications. Events travel as DOM events on
 * window, so every bundle shares the one channel without importing each other.
 */
export interface ChannelEvents {
  /** A remote adds a selection to the coupon (an odds button was clicked). */
  couponAddBet: {
    market: {
      /** The selection id of the platform. */
      id: string;
      coef: string;
      sportId: number;
      champId: number;
      /** Index of the market kind (see MARKET_KINDS of the sportsbook contract). */
      typeId: number;
      kind: number;
      isLive: boolean;
      /** The selection as a player reads it, e.g. "Total over 2.5". */
      label: string;
    };
    game: {
      id: number;
      champName: string;
      opponents: readonly string[];
      /** Epoch ms. */
      startTime: number;
      score?: { home: number; away: number } | null;
    };
    source: string;
    pageType?: string;
    manualBlockId?: number;
    skipOneClick?: boolean;
  };
  /** A remote takes a selection out of the coupon (a selected odds button was clicked again). */
  couponRemoveBet: { betId: string };
  /** The coupon's selections changed; also the answer to couponRequestState. */
  couponUpdate: { betIds: readonly string[] };
  /** A remote that just mounted asks the coupon to publish couponUpdate. */
  couponRequestState: Record<string, never>;
  notify: { kind: 'error' | 'done' | 'info'; title?: string; text: string };
  viewStatus: { appName: string; status: number };
  /** The player's responsible-gaming limits changed (the office page): the shell reads them again. */
  limitsChanged: Record<string, never>;
  /** The player read or deleted an office message: the header shows the unread count left. */
  messagesChanged: { unread: number };
  /** The player changed whether the header hides the balance (the office's `user_hide_balance` setting). */
  hideBalanceChanged: { isHidden: boolean };
  /** A registration logged the new player in while the page stays (one click shows the credentials first). */
  sessionStarted: { userId: number };
  /** The player saw the support chat's answers: the header reads the chat's unread count again. */
  chatRead: Record<string, never>;
  /** A remote opens a live game's video or game zone (match tracker) in the media zone; one already open merges. */
  mediaSelect: {
    type: 'video' | 'zone';
    gameId: number;
    sportId: number;
    /** The game's video stream; a video needs it. */
    videoId?: string;
    /** The game's zone; a zone needs it. */
    zoneId?: string;
    /** The sides, as the zone names the game. */
    title: string;
    /** The game's page. */
    gameLink: string;
  };
  /** A remote closes every media of a game. */
  mediaUnselectGame: { gameId: number };
  /** The media open; also the answer to mediaRequestState. */
  mediaUpdate: { open: readonly { gameId: number; type: 'video' | 'zone' }[] };
  /** A remote that just mounted asks the media zone to publish mediaUpdate. */
  mediaRequestState: Record<string, never>;
  /** An event of the analytics catalogue, for the shell's collector (published only with the visitor's consent). */
  analytics: AnalyticsEvent;
}

export type ChannelEventName = keyof ChannelEvents;

const PREFIX = 'betfront:';

export function publish<K extends ChannelEventName>(name: K, detail: ChannelEvents[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export function subscribe<K extends ChannelEventName>(
  name: K,
  listener: (detail: ChannelEvents[K]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ChannelEvents[K]>).detail);
  window.addEventListener(PREFIX + name, handler);
  return () => window.removeEventListener(PREFIX + name, handler);
}
