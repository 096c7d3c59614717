type Listener = () => void;

/** Whether the browser is loading the data of a sub-path the shell routed the remote to. */
let pending = 0;
const listeners = new Set<Listener>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Marks a browser load as running until the returned function is called. */
export function startLoading(): () => void {
  pending += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    notify();
  };
}

export const isLoading = (): boolean => pending > 0;

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
