import type { RemoteRegistry } from '../page/page-state';

/** The built client files of the shell and every remote, with versioned URLs. */
export interface SiteAssets {
  /** The build's name: it changes whenever any of its code does. */
  version: string;
  shell: { js: string; css: readonly string[]; preload: readonly string[] };
  registry: RemoteRegistry;
  /** The chunks each remote's entry imports, for the page's modulepreload links. */
  remotePreload?: Readonly<Record<string, readonly string[]>>;
}
