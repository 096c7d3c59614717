/**
 * The browser's localStorage: the one module of the client that names it (lint forbids it elsewhere). Reading
 * it throws where the browser refuses storage (private mode, switched off), as localStorage itself does, so
 * callers keep their fallbacks.
 */
export function browserLocalStorage(): Storage {
  return window.localStorage;
}
