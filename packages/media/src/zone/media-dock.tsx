import type { Translate } from '@betfront/remote-kit';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pageMedia } from '../state/page-media';
import { EMPTY_MEDIA_STATE } from '../state/stored-media';

const MediaZone = lazy(() => import('./media-zone').then((module) => ({ default: module.MediaZone })));

/**
 * The shell's place for the media zone. Nothing of the zone loads while no media is open, so a page without media
 * costs nothing more; the stored media come back after hydration.
 */
export function MediaDock({ lng, t }: { lng: string; t: Translate }) {
  const state = useSyncExternalStore(pageMedia.subscribe, pageMedia.get, () => EMPTY_MEDIA_STATE);
  if (state.entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MediaZone store={pageMedia} state={state} lng={lng} t={t} />
    </Suspense>
  );
}
