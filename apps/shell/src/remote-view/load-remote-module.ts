import type { MountRemote } from '@betfront/remote-kit/client';
import type { RemoteAssets } from '../page/page-state';

export interface RemoteClientModule {
  mount: MountRemote;
}

function isRemoteClientModule(value: unknown): value is RemoteClientModule {
  return typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';
}

function linkStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${href} failed to load`));
    document.head.append(link);
  });
}

/** Loads a remote's stylesheets and its module by URL; the module is checked, never trusted. */
export async function loadRemoteModule(assets: RemoteAssets): Promise<RemoteClientModule> {
  await Promise.all(assets.css.map(linkStylesheet));
  const loaded: unknown = await import(/* @vite-ignore */ assets.js);
  if (!isRemoteClientModule(loaded)) throw new Error(`remote module ${assets.js} has no mount function`);
  return loaded;
}
