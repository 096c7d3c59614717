import type { Translate } from '@betfront/remote-kit';
import { useEffect } from 'react';
import { BroadcastVideo } from '../broadcast/broadcast-video';
import type { MediaStore } from '../state/media-store';
import type { MediaState } from '../state/stored-media';
import { MatchTracker } from '../tracker/match-tracker';
import { FloatingFrame } from './floating-frame';
import { useMediaGames } from './use-media-games';
import { DOCKED, useMatches } from './use-matches';
import { MediaSwitcher, ZoneControls } from './zone-controls';
import styles from './media-zone.module.css';

/** On `body` while the zone docks at the bottom of a phone's screen: the page's other floating buttons rise above it. */
const MEDIA_DOCKED_CLASS = 'media-docked';

export interface MediaZoneProps {
  store: MediaStore;
  state: MediaState;
  lng: string;
  t: Translate;
}

/**
 * The media zone: the video or the match tracker of the media shown, and the others open. It floats over the page
 * on a desktop, where the player may drag it; on a phone it docks above the bottom bar as a mini-player.
 */
export function MediaZone({ store, state, lng, t }: MediaZoneProps) {
  const games = useMediaGames(state.entries, lng, store);
  const isDocked = useMatches(DOCKED);
  useEffect(() => {
    document.body.classList.toggle(MEDIA_DOCKED_CLASS, isDocked);
    return () => document.body.classList.remove(MEDIA_DOCKED_CLASS);
  }, [isDocked]);
  const media = state.entries.find((entry) => entry.id === state.activeId) ?? state.entries.at(-1);
  if (!media) return null;
  const followed = games.get(media.gameId);
  const screen = !followed ? (
    <p className={styles.loading}>{t('media.zone.loading')}</p>
  ) : media.type === 'video' ? (
    <BroadcastVideo key={media.id} followed={followed} title={media.title} t={t} />
  ) : (
    <MatchTracker followed={followed} t={t} isCompact={isDocked} />
  );
  const controls = <ZoneControls media={media} store={store} t={t} />;
  const label = t('media.zone.label');

  if (isDocked) {
    return (
      <>
        <div className={styles.dockRoom} aria-hidden="true" />
        <section className={`${styles.zone} ${styles.docked}`} aria-label={label} data-media-zone="docked">
          <div className={styles.dockedScreen}>{screen}</div>
          <div className={styles.dockedSide}>
            <div className={styles.header}>{controls}</div>
            <MediaSwitcher entries={state.entries} activeId={media.id} store={store} t={t} />
          </div>
        </section>
      </>
    );
  }
  return (
    <FloatingFrame
      label={label}
      position={state.position}
      onMove={(position) => store.moveTo(position)}
      t={t}
      header={controls}
    >
      <div className={styles.screen}>{screen}</div>
      <MediaSwitcher entries={state.entries} activeId={media.id} store={store} t={t} />
    </FloatingFrame>
  );
}
