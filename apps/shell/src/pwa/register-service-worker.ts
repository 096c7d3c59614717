import { SERVICE_WORKER_PATH } from '@betfront/contract/pwa';

/**
 * Installs the service worker once the page has loaded (it never competes with the first view) when the site
 * is installable, and removes it when the operator has switched that off.
 */
export function registerServiceWorker(isPwa: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  const apply = () => {
    if (isPwa) {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
        console.warn('betfront: the service worker was not installed', error);
      });
      return;
    }
    void navigator.serviceWorker.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
  };
  if (document.readyState === 'complete') apply();
  else window.addEventListener('load', apply, { once: true });
}
