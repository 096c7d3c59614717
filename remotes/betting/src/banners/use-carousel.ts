import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent } from 'react';

/** How long a slide shows before the next one while the carousel plays. */
export const SLIDE_MS = 6000;

/** The other slides' pictures load this long before the carousel first moves on, not with the page's first view. */
const PICTURES_LEAD_MS = 2000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * A carousel over a horizontally scrolling track: touch and trackpads scroll it natively (snapping to a slide),
 * the buttons scroll it, and the current slide follows the scroll. It plays on its own unless the reader
 * prefers reduced motion, stopped it, or points at or focuses it. The server's markup does not play. Only the first
 * slide's picture loads with the page; the others once the reader reaches for the carousel or it is about to move.
 */
export function useCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [picturesAll, setPicturesAll] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);

  const go = useCallback(
    (target: number) => {
      const next = (target + count) % count;
      const track = trackRef.current;
      track?.scrollTo({ left: next * track.clientWidth });
      setIndex(next);
    },
    [count],
  );

  const canPlay = !reducedMotion && count > 1;
  const playing = canPlay && !stopped;
  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => go(index + 1), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, index, go]);
  useEffect(() => {
    if (!playing || picturesAll) return;
    const timer = setTimeout(() => setPicturesAll(true), SLIDE_MS - PICTURES_LEAD_MS);
    return () => clearTimeout(timer);
  }, [playing, picturesAll]);

  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
    setPicturesAll(true);
  };

  const holders = {
    onMouseEnter: () => {
      setHovered(true);
      setPicturesAll(true);
    },
    onMouseLeave: () => setHovered(false),
    onPointerDown: () => setPicturesAll(true),
    onFocus: () => {
      setFocused(true);
      setPicturesAll(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  const current = Math.max(0, Math.min(index, count - 1));
  /** Whether a slide's picture loads: the first's always. */
  const isPictured = (slide: number) => slide === 0 || picturesAll;
  return { trackRef, current, go, onScroll, canPlay, playing, setStopped, holders, isPictured };
}
