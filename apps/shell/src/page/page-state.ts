import { blockResultSchema, sessionSchema, siteConfigSchema } from '@betfront/contract';
import { z } from 'zod/mini';

export const PAGE_SHELLS = ['default', 'clear', 'empty', 'maintenance', 'third-party', 'blocked'] as const;
export type PageShellName = (typeof PAGE_SHELLS)[number];

const remoteAssetsSchema = z.object({ js: z.string(), css: z.array(z.string()) });
export type RemoteAssets = z.infer<typeof remoteAssetsSchema>;

/** Which version of every remote the server rendered with, so the browser loads exactly those. */
export const remoteRegistrySchema = z.record(z.string(), remoteAssetsSchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

const routeStateSchema = z.object({
  name: z.string(),
  params: z.record(z.string(), z.string()),
  query: z.record(z.string(), z.string()),
  path: z.string(),
});

/** The serialised state the shell hydrates from; parsed, never cast, when read back in the browser. */
export const pageStateSchema = z.object({
  lng: z.string(),
  /** 200 for a page, 404 for 'not found', 500 for the error page. */
  status: z.int(),
  shell: z.enum(PAGE_SHELLS),
  route: z.nullable(routeStateSchema),
  mainRemote: z.nullable(z.string()),
  flags: z.object({ hidesBottomNav: z.boolean(), hidesFooter: z.boolean(), hidesSeoText: z.boolean() }),
  isMobile: z.boolean(),
  /** The platform runs its demo mode (test providers, no real money): the site says so. */
  isDemo: z.boolean(),
  /** The visitor has not answered the cookie question yet: the page asks it from its first paint. */
  asksCookieConsent: z.boolean(),
  config: siteConfigSchema,
  session: sessionSchema,
  block: z.nullable(blockResultSchema),
  seoText: z.nullable(z.object({ style: z.string(), content: z.string() })),
  dictionary: z.record(z.string(), z.string()),
  registry: remoteRegistrySchema,
  /** The build the page runs: the update check compares it with the one the site serves now. */
  version: z.string(),
});
export type PageState = z.infer<typeof pageStateSchema>;

export const PAGE_STATE_ELEMENT_ID = 'betfront-state';
