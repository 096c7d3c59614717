import { writeSiteCookie } from './site-cookie';

/** The cookie that keeps the browser window's width (account §9). */
export const WINDOW_WIDTH_COOKIE = 'window_width';

/** Resizes are written at most once per 100 ms (account §9), the last width of a burst included. */
export const WINDOW_WIDTH_THROTTLE_MS = 100;

/** Keeps the window's width in its cookie: now, and after every resize, throttled. */
export function rememberWindowWidth(): void {
  const write = () => writeSiteCookie(WINDOW_WIDTH_COOKIE, String(window.innerWidth));
  let pending = false;
  write();
  window.addEventListener('resize', () => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      write();
    }, WINDOW_WIDTH_THROTTLE_MS);
  });
}
