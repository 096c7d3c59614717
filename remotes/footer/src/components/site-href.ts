/** Footer links name site paths without the language; the visitor's prefix is added here. */
export function siteHref(lng: string, href: string): string {
  return href.startsWith('/') ? `/${lng}${href === '/' ? '' : href}` : href;
}

/** The same page in another language: the current path with its language prefix swapped. */
export function pathInLanguage(path: string, lng: string): string {
  const rest = path.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return `/${lng}${rest}`;
}
