/**
 * A page-wide value the browser sets once from the page state, and a server render sets per request. A server
 * render is synchronous, so one request's value never leaks into another's markup.
 */
export function scopedValue<T>(initial: T) {
  let current = initial;
  return {
    read: (): T => current,
    set: (value: T): void => {
      current = value;
    },
    renderWith: <R>(value: T, render: () => R): R => {
      const previous = current;
      current = value;
      try {
        return render();
      } finally {
        current = previous;
      }
    },
  };
}
