import { APP_ICON_SIZES, appIconPath } from '@betfront/contract/pwa';
import type { Fetcher } from '@betfront/remote-kit';
import { createQueryClient, createTranslate } from '@betfront/remote-kit';
import { trackDictionaryReads } from '@betfront/remote-kit/dictionary-reads';
import { serializeForScript } from '@betfront/remote-kit/remote-state';
import { COLOR_SCHEMES, languageTag, THEME_ATTRIBUTE } from '@betfront/ui';
import type { IconSprite } from '@betfront/ui';
import { renderToString } from 'react-dom/server';
import type { ServerViews } from '../app/main-content';
import { ShellApp } from '../app/shell-app';
import { PAGE_SCRIPTS_ATTRIBUTE } from '../page/page-scripts';
import { PAGE_STATE_ELEMENT_ID } from '../page/page-state';
import { pageRenderScope } from '../page/time-display';
import type { PageState } from '../page/page-state';
import { brandBookCss, escapeHtml, renderBrandBookStyle, renderHeadTags } from './page-head';
import type { PageHeadInput } from './page-head';
import type { SiteAssets } from './site-assets';

/** The home-screen icons of iOS, one per size the build draws (account §9: Apple touch icon sizes). */
const APPLE_TOUCH_ICONS = APP_ICON_SIZES.map(
  (size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="${appIconPath(size)}">`,
).join('');

export interface DocumentInput {
  state: PageState;
  head: PageHeadInput;
  serverViews: ServerViews;
  /** The page's sprite, holding the icons the remotes' renders drew; the shell's render adds its own. */
  icons: IconSprite;
  assets: SiteAssets;
  fetcher: Fetcher;
}

export interface RenderedDocument {
  html: string;
  /** The exact texts of the document's inline style elements, which its Content-Security-Policy allows by hash. */
  inlineStyles: string[];
}

/** The complete HTML document: head tags, styles of the shown remotes, the shell markup, its icons and its state. */
export function renderDocument({ state, head, serverViews, icons, assets, fetcher }: DocumentInput): RenderedDocument {
  const brandBook = brandBookCss(state.config.brandBook);
  const { theme } = state.session;
  const reads = trackDictionaryReads(state.dictionary);
  const markup = pageRenderScope(
    state.session,
    icons,
  )(() =>
    renderToString(
      <ShellApp
        state={{ ...state, dictionary: reads.entries }}
        fetcher={fetcher}
        serverViews={serverViews}
        queries={createQueryClient()}
        t={createTranslate(reads.entries, state.lng)}
      />,
    ),
  );
  // The page carries the texts the shell's render read; the browser loads the whole dictionaries when it needs them.
  const pageState: PageState = { ...state, dictionary: reads.read() };
  const shownRemotes = Object.keys(serverViews);
  const stylesheets = [...assets.shell.css, ...shownRemotes.flatMap((appName) => assets.registry[appName]?.css ?? [])];
  const preloads = [
    ...assets.shell.preload,
    ...shownRemotes.flatMap((appName) => {
      const js = assets.registry[appName]?.js;
      return js ? [...(assets.remotePreload?.[appName] ?? []), js] : [];
    }),
  ];
  const html =
    '<!doctype html>' +
    `<html lang="${escapeHtml(languageTag(state.lng))}" ${THEME_ATTRIBUTE}="${theme}">` +
    '<head><meta charset="utf-8">' +
    // Before any style arrives the browser paints its canvas in the theme, so a reload never flashes light.
    `<meta name="color-scheme" content="${COLOR_SCHEMES[theme]}">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    APPLE_TOUCH_ICONS +
    renderHeadTags(head) +
    [...new Set(stylesheets)].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    renderBrandBookStyle(brandBook) +
    '</head><body>' +
    `<div id="root">${markup}</div>` +
    // Outside the React root: hydration never compares it, and the browser adds later icons' symbols to it.
    icons.markup('page') +
    // A data block and a script of the site's own: the policy needs no nonce for either.
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializeForScript(pageState)}</script>` +
    // The scripts the page runs, which the entry asks for once the page has painted (client/entry.tsx).
    `<script type="module" src="${escapeHtml(assets.shell.js)}" ${PAGE_SCRIPTS_ATTRIBUTE}="${escapeHtml(
      [...new Set(preloads)].join(' '),
    )}"></script>` +
    '</body></html>';
  return { html, inlineStyles: brandBook ? [brandBook] : [] };
}
