import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { mdiPause, mdiPlay } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import type { FollowedGame } from '../zone/use-media-games';
import { REDUCED_MOTION, useMatches } from '../zone/use-matches';
import { clockFigure, periodText } from '../tracker/period-text';
import { scoreMomentText } from '../tracker/moment-text';
import { drawBroadcast, FRAME } from './draw-broadcast';
import type { BroadcastScene } from './draw-broadcast';
import styles from './broadcast-video.module.css';

const MOVING_FRAME_MS = 1000 / 24;
const STILL_FRAME_MS = 1000;

function sceneOf({ game, moments }: FollowedGame, t: Translate, reducedMotion: boolean): BroadcastScene {
  const lastScore = moments.find((moment) => moment.kind === 'score') ?? null;
  const status = game.clock ? `${periodText(game.clock, t)} ${clockFigure(game.clock)}`.trim() : '';
  return {
    game,
    lastScore: lastScore ? { side: lastScore.side, at: lastScore.at } : null,
    texts: {
      live: t('media.video.live'),
      score: lastScore ? scoreMomentText(lastScore, game, t) : '',
      status,
      finished: t('media.moment.finished'),
    },
    reducedMotion,
  };
}

/**
 * The game's video: a picture of its state from the live feed (pitch, ball, score bug, clock, the replay of a
 * score), drawn on a canvas and played as a stream in a real `<video>`, so it plays, pauses and counts as media
 * playing like any other video.
 */
export function BroadcastVideo({ followed, title, t }: { followed: FollowedGame; title: string; t: Translate }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useMatches(REDUCED_MOTION);
  const scene = useRef(sceneOf(followed, t, reducedMotion));
  useEffect(() => {
    scene.current = sceneOf(followed, t, reducedMotion);
  });
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    const canvas = document.createElement('canvas');
    canvas.width = FRAME.width;
    canvas.height = FRAME.height;
    const context = canvas.getContext('2d');
    if (!video || !context) return;
    const stream = canvas.captureStream();
    let timer = 0;
    const frame = () => {
      const isMoving = drawBroadcast(context, scene.current, Date.now());
      timer = window.setTimeout(frame, isMoving || !scene.current.reducedMotion ? MOVING_FRAME_MS : STILL_FRAME_MS);
    };
    frame();
    video.srcObject = stream;
    video.play().catch((error: unknown) => console.warn('betfront: the video did not start', error));
    return () => {
      window.clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch((error: unknown) => console.warn('betfront: the video did not start', error));
    else video.pause();
  };

  return (
    <div className={styles.frame}>
      <video
        ref={videoRef}
        className={styles.video}
        width={FRAME.width}
        height={FRAME.height}
        muted
        playsInline
        aria-label={t('media.video.label', { title })}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={isPaused ? t('media.video.play') : t('media.video.pause')}
        onClick={toggle}
      >
        <Icon path={isPaused ? mdiPlay : mdiPause} />
      </button>
    </div>
  );
}
