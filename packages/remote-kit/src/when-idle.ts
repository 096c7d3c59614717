/** Runs work once the browser is idle (or after `timeoutMs` at the latest), off the page's first interactions. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 1);
}
