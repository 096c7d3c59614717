/** Whether the browser is loading the games of a page the shell routed the casino to. */
const loads = new EventTarget();
let running = 0;

function change(by: number) {
  running += by;
  loads.dispatchEvent(new Event('change'));
}

/** Marks a browser load as running; the returned function ends it (once). */
export function beginLoad(): () => void {
  change(1);
  let ended = false;
  return () => {
    if (!ended) change(-1);
    ended = true;
  };
}

export const isLoadRunning = (): boolean => running > 0;

export function onLoadChange(listener: () => void): () => void {
  loads.addEventListener('change', listener);
  return () => loads.removeEventListener('change', listener);
}
