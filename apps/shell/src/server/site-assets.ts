import type { RemoteRegistry } from '../page/page-state';

/** The built client files of the shell and every remote, with versioned URLs. */
export interface SiteAssets {
  /** The build's name: it changes whenever any of its code does. */
  version: string;
  /** `preload`: the modules the shell's entry runs, each after the modules it imports. */
  shell: { js: string; css: readonly string[]; preload: readonly string[] };
  registry: RemoteRegistry;
  /** The chunks each remote's entry imports, each after the chunks it imports: the page runs them in this order. */
  remotePreload?: Readonly<Record<string, readonly string[]>>;
}
