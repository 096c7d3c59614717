/** The icon sizes the installed app is offered in (the spec's list). */
export const APP_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

export const appIconPath = (size: number) => `/icons/icon-${size}.png`;

/** The page shown by the service worker when a page cannot be reached offline. */
export const OFFLINE_PAGE_PATH = '/offline.html';

export const SERVICE_WORKER_PATH = '/sw.js';

export const MANIFEST_PATH = '/manifest.webmanifest';
