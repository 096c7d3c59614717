import { pageScriptsOf } from '../page/page-scripts';
import { holdEarlyTaps } from './early-taps';
import { yieldToBrowser } from './yield-to-browser';

const shellHydrated = holdEarlyTaps(document);

/**
 * The page's first script, small on purpose: the browser paints the server's page first, its largest picture
 * included, and only then fetches and runs the scripts that hydrate it. On a slow line their bytes would otherwise
 * share it with that picture, and on a phone they take the main thread for a while. The paint is heard from the
 * browser's paint timing, which no timer holds back; a hidden tab, which paints nothing, goes on at once.
 */
const afterFirstPaint = new Promise<void>((resolve) => {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    resolve();
    return;
  }
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/** All of the page's scripts at once, rather than each found in the one before. */
function preloadPageScripts(scripts: readonly string[]) {
  const links = document.createDocumentFragment();
  for (const href of scripts) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * The page's modules run one to a task, each after the modules it imports (the order the page names them in), and
 * the hydration last. Evaluated together they held a phone's main thread long enough to delay a tap; a module alone
 * takes a few milliseconds to a few dozen.
 */
async function runPageScripts() {
  await afterFirstPaint;
  const scripts = pageScriptsOf(document);
  preloadPageScripts(scripts);
  for (const href of scripts) {
    // A script that fails to load (a remote's, on a bad line) is its view's to report and fetch again; the rest
    // of the page goes on. One the hydration needs fails it again below, and that is reported.
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await yieldToBrowser();
  }
  const { hydratePage } = await import('./hydrate-page');
  hydratePage();
}

runPageScripts()
  .then(shellHydrated)
  .catch((error: unknown) => console.error('betfront: the page could not load its scripts', error));
