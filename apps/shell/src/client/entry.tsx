import { pageScriptsOf } from '../page/page-scripts';
import { holdEarlyTaps } from './early-taps';

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
function preloadPageScripts() {
  const links = document.createDocumentFragment();
  for (const href of pageScriptsOf(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * Lets the browser handle input and paint between two parts of the start-up: a message to itself is a task of its
 * own, as React's scheduler makes them (a timer would be clamped, and a page's frozen clock never lets it fire).
 */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The code runs in two tasks rather than one: React, then the page's own code. On a phone each part of the
 * evaluation takes a few dozen milliseconds; together they held the main thread long enough to delay a tap.
 */
async function runPageScripts() {
  await afterFirstPaint;
  preloadPageScripts();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./hydrate-page');
}

runPageScripts()
  .then(shellHydrated)
  .catch((error: unknown) => console.error('betfront: the page could not load its scripts', error));
