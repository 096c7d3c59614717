/**
 * Where the player was on each casino page, so that Back returns there: the shell scrolls to the top on every
 * navigation, and the page's games come only after their load. Kept in memory: a reload restores on its own.
 */
const positions = new Map<string, number>();
let restoring: string | null = null;
let installed = false;

const here = () => location.pathname + location.search;

function install() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', () => {
    restoring = here();
  });
  document.addEventListener('click', () => {
    restoring = null;
  });
  window.addEventListener(
    'scroll',
    () => {
      // The shell's jump to the top on Back must not overwrite the place being returned to.
      if (restoring !== here()) positions.set(here(), window.scrollY);
    },
    { passive: true },
  );
}

/** Call after the page's games are on screen: back to the remembered place when Back led here. */
export function restoreScroll(): void {
  install();
  if (restoring !== here()) return;
  restoring = null;
  const top = positions.get(here());
  if (top !== undefined) window.scrollTo(0, top);
}

/** Keeps how many games the list at `path` shows in its URL, so Back asks for as many again. */
export function rememberShown(path: string, shown: number): void {
  // A page that came back after the player moved on belongs to a list no longer on screen.
  if (location.pathname !== path) return;
  const url = new URL(location.href);
  const before = here();
  url.searchParams.set('shown', String(shown));
  history.replaceState(history.state, '', url);
  const top = positions.get(before);
  if (top !== undefined) positions.set(here(), top);
}
