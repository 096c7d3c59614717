import type { BrandBookEntry, SeoPageData } from '@betfront/contract';
import { languageTag } from '@betfront/ui';

export interface PageHeadInput {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: readonly { lng: string; href: string }[];
  defaultAlternate: string;
  metas: SeoPageData['metas'];
  themeColor: string;
  /** The web app manifest's path when the site is installable. */
  manifest: string | null;
  /** The main view's largest image of the first screen, if it names one. */
  imagePreload?: string | undefined;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Brand-book pixel values become em (divided by 16), as the site config's brand book expects. */
/**
 * The brand's accent drawn on the dark theme's surfaces: lightened, as the design's own dark accent is, so that
 * links and accent texts stay readable, with the dark text on accent buttons that goes with a light accent.
 */
const DARK_VARIANTS: Readonly<Record<string, (value: string) => string>> = {
  '--bf-color-accent': (value) => `color-mix(in srgb, ${value} 55%, white)`,
  '--bf-color-accent-text': () => '#0f1720',
};

export function brandBookCss(entries: readonly BrandBookEntry[]): string {
  if (entries.length === 0) return '';
  const declarations = entries.map(({ css_prop, css_value }) => {
    const value = css_value
      .replace(/(-?\d*\.?\d+)px\b/g, (_, pixels: string) => `${Number(pixels) / 16}em`)
      .replace(/[;{}<>]/g, '')
      // The browser reads a carriage return as a line feed: the text it hashes for the policy must be the one sent.
      .replace(/\r/g, ' ');
    const dark = DARK_VARIANTS[css_prop];
    return `${css_prop}:${dark ? `light-dark(${value}, ${dark(value)})` : value}`;
  });
  return `:root{${declarations.join(';')}}`;
}

/**
 * The operator's brand book (`brandBookCss`); placed after the stylesheets so it overrides the design tokens. The
 * page's policy allows it by the hash of its text.
 */
export function renderBrandBookStyle(css: string): string {
  return css ? `<style id="brand-book">${css}</style>` : '';
}

/** Title, description, robots, canonical and one alternate per language. */
export function renderHeadTags(head: PageHeadInput): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.imagePreload
      ? [`<link rel="preload" as="image" href="${escapeHtml(head.imagePreload)}" fetchpriority="high">`]
      : []),
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}">`,
    ...(head.manifest ? [`<link rel="manifest" href="${escapeHtml(head.manifest)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      ({ lng, href }) => `<link rel="alternate" hreflang="${escapeHtml(languageTag(lng))}" href="${escapeHtml(href)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.defaultAlternate)}">`,
    ...head.metas.map(({ name, content }) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`),
  ];
  return tags.join('');
}
