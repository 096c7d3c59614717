/**
 * Back and Forward return to where the player was on that page; a new page starts at the top. Each history
 * entry keeps its own position in its state, so the place survives a reload and other entries too. The page
 * a Back leads to fills in after its data comes (and may pass through a shorter page on the way), so the
 * position is taken again whenever the page changes size, until the player scrolls on his own or the page
 * has had time to settle.
 */
const SAVE_DELAY_MS = 150;
const SETTLE_MS = 3000;
const PLAYER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let pendingSave: ReturnType<typeof setTimeout> | undefined;
let stopRestoring: (() => void) | null = null;

function savedPosition(): number | null {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null || !('scrollY' in state)) return null;
  return typeof state.scrollY === 'number' ? state.scrollY : null;
}

/** Writes the current position into the current history entry, keeping whatever else its state holds. */
export function saveScrollPosition(): void {
  clearTimeout(pendingSave);
  if (stopRestoring) return;
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  history.replaceState({ ...base, scrollY: window.scrollY }, '');
}

/** Scrolls to the position saved in the entry Back or Forward led to, or to the top when it has none. */
export function restoreScrollPosition(): void {
  stopRestoring?.();
  const target = savedPosition() ?? 0;
  window.scrollTo(0, target);
  const resizes = new ResizeObserver(() => {
    if (Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
  });
  const settled = setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    resizes.disconnect();
    clearTimeout(settled);
    for (const kind of PLAYER_SCROLLS) window.removeEventListener(kind, stop);
    stopRestoring = null;
  };
  resizes.observe(document.body);
  for (const kind of PLAYER_SCROLLS) window.addEventListener(kind, stop, { passive: true });
  stopRestoring = stop;
}

/**
 * Takes scrolling on history moves from the browser, which would jump before the page's content is back; a
 * reloaded page, whose entry still holds its position, goes back there too.
 */
export function installScrollRestoration(): () => void {
  history.scrollRestoration = 'manual';
  if (savedPosition() !== null) restoreScrollPosition();
  const onScroll = () => {
    clearTimeout(pendingSave);
    pendingSave = setTimeout(saveScrollPosition, SAVE_DELAY_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(pendingSave);
    stopRestoring?.();
  };
}
