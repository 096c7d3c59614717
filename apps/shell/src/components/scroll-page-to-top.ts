/** The visitor taking the scrolling over: the page then stays where they leave it. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Takes the page to its top, smoothly unless the visitor asked for less motion. A long list that measures its rows on
 * the way (the windowed game lists) moves the scroll position as they come in, which stops the animation short: the
 * rest is then a jump, unless the visitor has scrolled on their own meanwhile.
 */
export function scrollPageToTop(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'auto' });
    return;
  }
  const watch = new AbortController();
  const options = { signal: watch.signal, passive: true } as const;
  for (const name of TAKE_OVER_EVENTS) window.addEventListener(name, () => watch.abort(), options);
  window.addEventListener(
    'scrollend',
    () => {
      watch.abort();
      if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'instant' });
    },
    options,
  );
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
