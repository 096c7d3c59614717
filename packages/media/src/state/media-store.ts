import { createMediaEntity } from './media-entity';
import type { MediaEntityInput } from './media-entity';
import type { MediaSelection } from './media-selection';
import {
  clearEndedGames,
  selectMedia,
  showMedia,
  unselectGameMedia,
  unselectMedia,
  updateMedia,
} from './media-selection';
import { EMPTY_MEDIA_STATE, MEDIA_STORAGE_KEY, parseStoredMedia, serializeMedia } from './stored-media';
import type { MediaState } from './stored-media';
import type { ZonePosition } from './zone-position';

/** Local storage as the store uses it; reading or writing may throw where the browser refuses storage. */
export interface MediaStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MediaStore {
  get(): MediaState;
  subscribe(listener: () => void): () => void;
  select(input: MediaEntityInput): void;
  unselect(id: string): void;
  unselectGame(gameId: number): void;
  /** Keeps a media open after its game ends (or lets it go with the game again). */
  keepAfterEnd(id: string, keep: boolean): void;
  show(id: string): void;
  gamesEnded(gameIds: ReadonlySet<number>): void;
  moveTo(position: ZonePosition): void;
  /** Takes the stored selection, only when nothing is selected yet, and the stored position. */
  restore(): void;
}

export function createMediaStore(storage: () => MediaStorage): MediaStore {
  let state = EMPTY_MEDIA_STATE;
  // Nothing is written before the stored state is read, so a media selected first cannot wipe what was kept.
  let isRestored = false;
  const listeners = new Set<() => void>();

  const save = () => {
    if (!isRestored) return;
    try {
      storage().setItem(MEDIA_STORAGE_KEY, serializeMedia(state));
    } catch (error) {
      console.error('betfront: the media could not be saved', error);
    }
  };
  const set = (next: MediaState) => {
    if (next === state) return;
    state = next;
    save();
    for (const listener of [...listeners]) listener();
  };
  const change = (update: (selection: MediaSelection) => MediaSelection) => {
    const selection = update(state);
    if (selection.entries !== state.entries || selection.activeId !== state.activeId) set({ ...state, ...selection });
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select: (input) => change((selection) => selectMedia(selection, createMediaEntity(input))),
    unselect: (id) => change((selection) => unselectMedia(selection, id)),
    unselectGame: (gameId) => change((selection) => unselectGameMedia(selection, gameId)),
    keepAfterEnd: (id, keep) => change((selection) => updateMedia(selection, id, { autoClearable: !keep })),
    show: (id) => change((selection) => showMedia(selection, id)),
    gamesEnded: (gameIds) => change((selection) => clearEndedGames(selection, gameIds)),
    moveTo(position) {
      if (state.position?.x !== position.x || state.position.y !== position.y) set({ ...state, position });
    },
    restore() {
      let stored: MediaState;
      try {
        stored = parseStoredMedia(storage().getItem(MEDIA_STORAGE_KEY));
      } catch (error) {
        console.error('betfront: the media could not be read', error);
        stored = EMPTY_MEDIA_STATE;
      }
      isRestored = true;
      const selection = state.entries.length === 0 ? stored : state;
      set({
        entries: selection.entries,
        activeId: selection.activeId,
        position: state.position ?? stored.position,
      });
    },
  };
}
