/** Polling stops this long after the page is hidden; it resumes with a refresh as soon as the page shows again. */
export const HIDDEN_PAUSE_MS = 30_000;

/**
 * Calls `pause` once the page has stayed hidden for HIDDEN_PAUSE_MS (counted from now for a page hidden
 * already), and `resume` when it shows again after a pause; a page shown again sooner is never paused.
 * Without a document (a worker) nothing pauses. Answers the function that stops watching.
 */
export function watchLongHidden(pause: () => void, resume: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  let paused = false;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;

  const onVisibilityChange = () => {
    clearTimeout(pauseTimer);
    if (document.hidden) {
      pauseTimer = setTimeout(() => {
        paused = true;
        pause();
      }, HIDDEN_PAUSE_MS);
      return;
    }
    if (paused) {
      paused = false;
      resume();
    }
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.hidden) onVisibilityChange();
  return () => {
    clearTimeout(pauseTimer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
