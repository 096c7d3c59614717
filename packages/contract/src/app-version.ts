import { z } from 'zod/mini';

/** GET — the build the site serves now; a page running an older one offers to reload. */
export const APP_VERSION_PATH = '/web-api/app-version';

export const appVersionAnswerSchema = z.object({ version: z.string().check(z.minLength(1)) });

/** The first check waits a minute after the page opens (site spec: the update check loads after 60 s). */
export const UPDATE_CHECK_DELAY_MS = 60_000;

/** A page left open checks again this often. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
