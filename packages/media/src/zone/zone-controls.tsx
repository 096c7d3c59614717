import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiClose, mdiPin, mdiPinOutline, mdiScoreboardOutline, mdiVideoOutline } from '@mdi/js';
import type { MediaEntity, MediaType } from '../state/media-entity';
import type { MediaStore } from '../state/media-store';
import styles from './media-zone.module.css';

const TYPE_ICONS: Readonly<Record<MediaType, string>> = { video: mdiVideoOutline, zone: mdiScoreboardOutline };

/** Opens the game's other kind of media beside this one: the video beside the tracker, or the tracker. */
function TypeSwitch({ media, store, t }: { media: MediaEntity; store: MediaStore; t: Translate }) {
  return (
    <div className={styles.types} role="group" aria-label={t('media.zone.types')}>
      {(['video', 'zone'] as const).map((type) => (
        <button
          key={type}
          type="button"
          className={styles.iconButton}
          aria-pressed={media.type === type}
          aria-label={t(`media.type.${type}`)}
          title={t(`media.type.${type}`)}
          onClick={() =>
            store.select({
              type,
              gameId: media.gameId,
              sportId: media.sportId,
              ...(type === 'video' ? { videoId: String(media.gameId) } : { zoneId: String(media.gameId) }),
              title: media.title,
              gameLink: media.gameLink,
            })
          }
        >
          <Icon path={TYPE_ICONS[type]} />
        </button>
      ))}
    </div>
  );
}

/** The zone's title (the game's page) and its buttons: video or tracker, keep after the end, close. */
export function ZoneControls({ media, store, t }: { media: MediaEntity; store: MediaStore; t: Translate }) {
  const keeps = !media.autoClearable;
  return (
    <>
      <a className={styles.title} href={media.gameLink} translate="no">
        {media.title}
      </a>
      <TypeSwitch media={media} store={store} t={t} />
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={keeps}
        aria-label={t('media.zone.keep')}
        title={t('media.zone.keep')}
        onClick={() => store.keepAfterEnd(media.id, !keeps)}
      >
        <Icon path={keeps ? mdiPin : mdiPinOutline} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('media.zone.close', { title: media.title })}
        title={t('media.zone.close_short')}
        onClick={() => store.unselect(media.id)}
      >
        <Icon path={mdiClose} />
      </button>
    </>
  );
}

/** The other media open, one button each, when there are several. */
export function MediaSwitcher({
  entries,
  activeId,
  store,
  t,
}: {
  entries: readonly MediaEntity[];
  activeId: string;
  store: MediaStore;
  t: Translate;
}) {
  if (entries.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-label={t('media.zone.open_media')}>
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className={styles.switch}
          aria-current={entry.id === activeId ? 'true' : undefined}
          aria-label={`${t(`media.type.${entry.type}`)}: ${entry.title}`}
          onClick={() => store.show(entry.id)}
        >
          <Icon path={TYPE_ICONS[entry.type]} size={16} />
          <span translate="no">{entry.title}</span>
        </button>
      ))}
    </nav>
  );
}
