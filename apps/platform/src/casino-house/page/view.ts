import type {
  HouseActionBody,
  HouseRoundAnswer,
  HouseRoundBody,
  HouseSessionAnswer,
} from '@betfront/contract/casino-house';

/** What an engine's view is given by the page: the session, and the way to act on a hand in play. */
export interface ViewContext {
  session: HouseSessionAnswer;
  /** Plays a blackjack action; the page settles the balance and message as for a round. */
  act(action: HouseActionBody['action']): void;
}

/** One engine's part of the page: its stage, its own controls, and how it shows a round. */
export interface GameView {
  stage: HTMLElement;
  /** Controls beside the stake (the crash target, keno's clear and random). */
  controls?: HTMLElement;
  /** The main button's label. */
  actionLabel: string;
  /** The round's choices; null when the player has not made them yet (then the main button waits). */
  roundBody(): Omit<HouseRoundBody, 'stake'> | null;
  /** Follows a round still in play until it is over (a crash flight) and answers its end. */
  follow?(answer: HouseRoundAnswer): Promise<HouseRoundAnswer>;
  /** Shows the round as it happened; resolves when the player has seen it. */
  show(answer: HouseRoundAnswer): Promise<void>;
  /** Whether the main button may start a new round now (a hand in play may not). */
  isIdle?(): boolean;
}

export type ViewFactory = (context: ViewContext) => GameView;
