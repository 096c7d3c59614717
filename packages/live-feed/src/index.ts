export { subscribeGames } from './subscribe-games';
export type { SubscribeGamesOptions } from './subscribe-games';
export { HIDDEN_PAUSE_MS } from './poll-games';
