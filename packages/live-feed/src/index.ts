export { subscribeGames } from './subscribe-games';
export type { SubscribeGamesOptions } from './subscribe-games';
export { subscribeVisibleGames } from './subscribe-visible-games';
export type { SubscribeVisibleGamesOptions, VisibleGamesFeed } from './subscribe-visible-games';
export { HIDDEN_PAUSE_MS } from './long-hidden';
export { followDrawChanges } from './follow-draw-changes';
