import { browserLocalStorage, publish, subscribe } from '@betfront/remote-kit';
import { createMediaStore } from './media-store';
import type { MediaStore } from './media-store';

/** The page's media: one store that the zone draws and the channel's media events change. */
export const pageMedia: MediaStore = createMediaStore(browserLocalStorage);

/**
 * Answers the media events of the channel (`mediaSelect`, `mediaUnselectGame`, `mediaRequestState` in,
 * `mediaUpdate` out) and restores the stored selection. Returns the function that uninstalls it.
 */
export function installMedia(store: MediaStore = pageMedia): () => void {
  const publishState = () =>
    publish('mediaUpdate', { open: store.get().entries.map(({ gameId, type }) => ({ gameId, type })) });
  const stops = [
    subscribe('mediaSelect', (detail) => {
      try {
        store.select(detail);
      } catch (error) {
        console.error('betfront: the media could not be opened', error);
      }
    }),
    subscribe('mediaUnselectGame', ({ gameId }) => store.unselectGame(gameId)),
    subscribe('mediaRequestState', publishState),
    store.subscribe(publishState),
  ];
  store.restore();
  return () => stops.forEach((stop) => stop());
}
