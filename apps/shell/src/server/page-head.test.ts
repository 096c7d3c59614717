import { describe, expect, it } from 'vitest';
import { brandBookCss, escapeHtml, renderBrandBookStyle, renderHeadTags } from './page-head';

describe('page head', () => {
  it('turns brand-book pixels into em', () => {
    expect(brandBookCss([{ css_prop: '--bf-radius', css_value: '12px' }])).toBe(':root{--bf-radius:0.75em}');
  });

  it('cannot be broken out of by a brand-book value', () => {
    expect(brandBookCss([{ css_prop: '--x', css_value: 'red;}</style><script>' }])).not.toMatch(/[<>{}]script/);
  });

  it('writes the brand book as a style element, and nothing when it is empty', () => {
    const css = brandBookCss([{ css_prop: '--bf-color-accent', css_value: '#1f7a4d' }]);
    expect(renderBrandBookStyle(css)).toBe(
      '<style id="brand-book">' +
        ':root{--bf-color-accent:light-dark(#1f7a4d, color-mix(in srgb, #1f7a4d 55%, white))}</style>',
    );
    expect(renderBrandBookStyle(brandBookCss([]))).toBe('');
  });

  it('writes no carriage return, which the browser would read as another text than the one hashed', () => {
    expect(brandBookCss([{ css_prop: '--bf-font', css_value: 'Inter,\r\nsans-serif' }])).toBe(
      ':root{--bf-font:Inter, \nsans-serif}',
    );
  });

  it('lightens the brand’s accent on the dark theme, with dark text on it, and keeps other values as given', () => {
    expect(
      brandBookCss([
        { css_prop: '--bf-color-accent-text', css_value: '#ffffff' },
        { css_prop: '--bf-color-header', css_value: '#0b3d2e' },
      ]),
    ).toBe(':root{--bf-color-accent-text:light-dark(#ffffff, #0f1720);--bf-color-header:#0b3d2e}');
  });

  it('escapes text placed in attributes', () => {
    expect(escapeHtml('"><script>')).toBe('&quot;&gt;&lt;script&gt;');
  });

  it('writes title, description, robots, canonical and an alternate per language', () => {
    const html = renderHeadTags({
      title: 'Contacts — betfront',
      description: 'How to reach us',
      robots: 'index,follow',
      canonical: 'https://betfront.test/en/information/contacts',
      alternates: [
        { lng: 'ru', href: 'https://betfront.test/ru/information/contacts' },
        { lng: 'en', href: 'https://betfront.test/en/information/contacts' },
      ],
      defaultAlternate: 'https://betfront.test/ru/information/contacts',
      metas: [],
      themeColor: '#102a43',
      manifest: '/manifest.webmanifest',
    });
    expect(html).toContain('<title>Contacts — betfront</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toContain('<link rel="canonical" href="https://betfront.test/en/information/contacts">');
    expect(html).toContain('hreflang="ru"');
    expect(html).toContain('hreflang="x-default"');
  });

  it('fetches the first screen’s largest image with the head, and names no image when the page has none', () => {
    const head = {
      title: 't',
      description: 'd',
      robots: 'index,follow',
      canonical: 'https://betfront.test/ru',
      alternates: [],
      defaultAlternate: 'https://betfront.test/ru',
      metas: [],
      themeColor: '#102a43',
      manifest: null,
    };
    expect(renderHeadTags({ ...head, imagePreload: '/static/banners/a&b.svg' })).toContain(
      '<link rel="preload" as="image" href="/static/banners/a&amp;b.svg" fetchpriority="high">',
    );
    expect(renderHeadTags(head)).not.toContain('rel="preload"');
  });

  it('names each alternate by its language tag, not by the site prefix (kk, uk)', () => {
    const html = renderHeadTags({
      title: 't',
      description: 'd',
      robots: 'index,follow',
      canonical: 'https://betfront.test/kz/',
      alternates: [
        { lng: 'kz', href: 'https://betfront.test/kz/' },
        { lng: 'ua', href: 'https://betfront.test/ua/' },
      ],
      defaultAlternate: 'https://betfront.test/ru/',
      metas: [],
      themeColor: '#102a43',
      manifest: null,
    });
    expect(html).toContain('<link rel="alternate" hreflang="kk" href="https://betfront.test/kz/">');
    expect(html).toContain('<link rel="alternate" hreflang="uk" href="https://betfront.test/ua/">');
    expect(html).not.toMatch(/hreflang="(kz|ua)"/);
  });
});
