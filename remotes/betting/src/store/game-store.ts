import type { GameSummary } from '@betfront/contract/sportsbook';
import { compareGames } from './game-changes';

type Listener = () => void;
type MoveListener = (coef: string) => void;
type VisibilityListener = (ids: readonly number[], visible: boolean) => void;

export interface GameStoreOptions {
  /** A game that finishes leaves the page (the live lists). */
  dropFinished: boolean;
}

/**
 * The games one page shows, by id. Updates arrive in batches from the feed; each game's own subscribers hear only
 * of that game, so a row re-renders when its game changed and nothing else does. A move of prices alone reaches
 * only each moved selection's subscribers, which redraw the coef without re-rendering the game. A row scrolled out
 * of sight keeps its last picture and catches up when it comes back into view.
 */
export interface GameStore {
  /** The game as it is now, prices included. */
  game(id: number): GameSummary | undefined;
  /** Hears of every change of the game but a move of prices alone. */
  subscribeGame(id: number, listener: Listener): () => void;
  /** Grows when the game's markets change in anything but prices: what a drawing of its markets depends on. */
  marketsRevision(id: number): number;
  /** Hears of each move of the selection's coef that came without any other change of its markets. */
  subscribeMoves(selectionId: string, listener: MoveListener): () => void;
  /** The ids still on the page, in their first order; the array changes only when a game leaves. */
  ids(): readonly number[];
  subscribeIds(listener: Listener): () => void;
  apply(games: readonly GameSummary[]): void;
  /** Rows coming into view or leaving it; the feed hears of it too, so it spends nothing on hidden games. */
  setVisible(ids: readonly number[], visible: boolean): void;
  subscribeVisibility(listener: VisibilityListener): () => void;
}

export function createGameStore(initial: readonly GameSummary[], { dropFinished }: GameStoreOptions): GameStore {
  const latest = new Map<number, GameSummary>();
  const shown = new Map<number, GameSummary>();
  const hidden = new Set<number>();
  const stale = new Set<number>();
  const gameListeners = new Map<number, Set<Listener>>();
  const moveListeners = new Map<string, Set<MoveListener>>();
  const revisions = new Map<number, number>();
  const idListeners = new Set<Listener>();
  const visibilityListeners = new Set<VisibilityListener>();
  for (const game of initial) {
    latest.set(game.id, game);
    shown.set(game.id, game);
  }
  let ids: readonly number[] = [...latest.keys()];

  const notifyGame = (id: number) => {
    for (const listener of gameListeners.get(id) ?? []) listener();
  };

  const show = (id: number) => {
    const game = latest.get(id);
    const before = shown.get(id);
    if (!game || !before || before === game) return;
    shown.set(id, game);
    stale.delete(id);
    const change = compareGames(before, game);
    if (change.markets) revisions.set(id, (revisions.get(id) ?? 0) + 1);
    if (change.head || change.markets) notifyGame(id);
    for (const [selectionId, coef] of change.moves) {
      for (const listener of moveListeners.get(selectionId) ?? []) listener(coef);
    }
  };

  const listen = <K, L>(registry: Map<K, Set<L>>, key: K, listener: L) => {
    const listeners = registry.get(key) ?? new Set<L>();
    listeners.add(listener);
    registry.set(key, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && registry.get(key) === listeners) registry.delete(key);
    };
  };

  return {
    game: (id) => shown.get(id),
    subscribeGame: (id, listener) => listen(gameListeners, id, listener),
    marketsRevision: (id) => revisions.get(id) ?? 0,
    subscribeMoves: (selectionId, listener) => listen(moveListeners, selectionId, listener),
    ids: () => ids,
    subscribeIds(listener) {
      idListeners.add(listener);
      return () => idListeners.delete(listener);
    },
    apply(games) {
      const leaving = new Set<number>();
      for (const game of games) {
        const known = latest.get(game.id);
        if (!known || known.version >= game.version) continue;
        latest.set(game.id, game);
        if (dropFinished && game.status === 'finished') leaving.add(game.id);
        else if (hidden.has(game.id)) stale.add(game.id);
        else show(game.id);
      }
      if (leaving.size === 0) return;
      for (const id of leaving) {
        latest.delete(id);
        shown.delete(id);
      }
      ids = ids.filter((id) => !leaving.has(id));
      for (const listener of idListeners) listener();
    },
    setVisible(ids, visible) {
      for (const id of ids) {
        if (!visible) hidden.add(id);
        else if (hidden.delete(id) && stale.has(id)) show(id);
      }
      for (const listener of visibilityListeners) listener(ids, visible);
    },
    subscribeVisibility(listener) {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
  };
}
