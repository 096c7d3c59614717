import type { PageVisibility } from './session-poll';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Media events do not bubble, so they are caught on the way down; playback stopping counts as the last activity.
const MEDIA_STOP_EVENTS = ['pause', 'ended'] as const;

export const documentVisibility: PageVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export function watchPageActivity(listener: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const name of [...ACTIVITY_EVENTS, ...MEDIA_STOP_EVENTS]) window.addEventListener(name, listener, options);
  return () => {
    for (const name of [...ACTIVITY_EVENTS, ...MEDIA_STOP_EVENTS]) window.removeEventListener(name, listener, options);
  };
}

/** A video or sound playing, or the media zone's match tracker following a game in play (`data-media-playing`). */
export function isMediaPlaying(): boolean {
  return (
    document.querySelector('[data-media-playing]') !== null ||
    Array.from(document.querySelectorAll('video, audio')).some(
      (media) => media instanceof HTMLMediaElement && !media.paused && !media.ended,
    )
  );
}
