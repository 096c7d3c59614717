/**
 * Browsers older than those the site's scripts are built for (the bundler's default targets: Chrome 87, Edge 88,
 * Firefox 78, Safari 14) cannot run the site: their visitors are sent to the unsupported-browser page. Internet
 * Explorer has its own page; a user agent that names none of these engines (a crawler) is let through.
 */
const OLDEST_SUPPORTED: readonly { engine: RegExp; oldest: number }[] = [
  // Every browser on iOS runs Safari's engine, whatever it calls itself.
  { engine: /(?:iPhone|iPad|iPod).*? OS (\d+)_/, oldest: 14 },
  { engine: /Edge\/(\d+)/, oldest: Number.POSITIVE_INFINITY },
  { engine: /Chrome\/(\d+)/, oldest: 87 },
  { engine: /Firefox\/(\d+)/, oldest: 78 },
  { engine: /Version\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, oldest: 14 },
];

export function isUnsupportedBrowser(userAgent: string): boolean {
  for (const { engine, oldest } of OLDEST_SUPPORTED) {
    const version = engine.exec(userAgent)?.[1];
    if (version !== undefined) return Number(version) < oldest;
  }
  return false;
}
