import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { handlePageRequest, renderRemoteView, renderServerErrorPage } from '@betfront/shell/server';
import { z } from 'zod';

const entryAssetsSchema = z.object({ js: z.string(), css: z.array(z.string()) });

const assetsSchema = z.object({
  version: z.string(),
  /** The design system's gallery (/dev/ui), absent from builds that predate it. */
  devUi: z.optional(entryAssetsSchema),
  shell: z.object({ js: z.string(), css: z.array(z.string()), preload: z.array(z.string()) }),
  registry: z.record(z.string(), entryAssetsSchema),
  remotePreload: z.optional(z.record(z.string(), z.array(z.string()))),
});

export interface SiteBundle {
  assets: z.infer<typeof assetsSchema>;
  server: {
    handlePageRequest: typeof handlePageRequest;
    renderRemoteView: typeof renderRemoteView;
    renderServerErrorPage: typeof renderServerErrorPage;
  };
}

function isShellServer(value: unknown): value is SiteBundle['server'] {
  const candidate = value as Partial<Record<string, unknown>> | null;
  return (
    typeof candidate?.handlePageRequest === 'function' &&
    typeof candidate.renderRemoteView === 'function' &&
    typeof candidate.renderServerErrorPage === 'function'
  );
}

/** The built site: asset URLs from the build and the server render of the shell and its remotes. */
export async function loadSiteBundle(distDir: string): Promise<SiteBundle> {
  const assets = assetsSchema.parse(JSON.parse(await readFile(join(distDir, 'site-assets.json'), 'utf8')));
  const server: unknown = await import(pathToFileURL(join(distDir, 'server', 'shell.js')).href);
  if (!isShellServer(server)) throw new Error('the built shell server has no page handler');
  return { assets, server };
}
