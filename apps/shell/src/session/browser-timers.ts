/** Cancels what `after` or `every` scheduled. */
export type Cancel = () => void;

export interface Timers {
  after(callback: () => void, delayMs: number): Cancel;
  every(callback: () => void, intervalMs: number): Cancel;
}

export const browserTimers: Timers = {
  after(callback, delayMs) {
    const id = setTimeout(callback, Math.max(0, delayMs));
    return () => clearTimeout(id);
  },
  every(callback, intervalMs) {
    const id = setInterval(callback, intervalMs);
    return () => clearInterval(id);
  },
};
