/** The visitor taking the scrolling over: the page then stays where they leave it. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Jumps that finish a scroll stopped short, before the page is left where it is. */
const MAX_CORRECTIONS = 5;

/**
 * Takes the page to its top, smoothly unless the visitor asked for less motion. A long list that measures its rows on
 * the way (the windowed game lists) moves the scroll position as they come in, which stops the animation short, and
 * may move it again after a jump: each time the scrolling ends off the top, the rest is a jump, unless the visitor
 * has scrolled on their own meanwhile.
 */
export function scrollPageToTop(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'auto' });
    return;
  }
  const watch = new AbortController();
  const options = { signal: watch.signal, passive: true } as const;
  let corrections = 0;
  for (const name of TAKE_OVER_EVENTS) window.addEventListener(name, () => watch.abort(), options);
  window.addEventListener(
    'scrollend',
    () => {
      if (window.scrollY === 0 || corrections === MAX_CORRECTIONS) {
        watch.abort();
        return;
      }
      corrections += 1;
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
    options,
  );
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
