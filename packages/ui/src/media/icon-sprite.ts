import { useInsertionEffect } from 'react';
import { scopedValue } from '../scoped-value';

/** The document's own sprite: outside every React root, kept for the page's life, added to by the browser. */
const PAGE_SPRITE_ID = 'icon-sprite';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const VIEW_BOX = '0 0 24 24';
/** Hidden without `display: none`, which would keep some browsers from drawing what refers into it. */
const HIDDEN_SPRITE_ATTRIBUTES = {
  width: '0',
  height: '0',
  style: 'position:absolute',
  'aria-hidden': 'true',
} as const;

/**
 * The id of a path's symbol: FNV-1a of the path in base 36, the same in the shell and every remote, so the
 * renders of one page share their symbols.
 */
export function iconSymbolId(path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `icon-${(hash >>> 0).toString(36)}`;
}

/** The paths the server render under way draws, by symbol id; none outside a collecting render. */
const collecting = scopedValue<Map<string, string> | null>(null);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const symbolMarkup = (id: string, path: string) =>
  `<symbol id="${id}" viewBox="${VIEW_BOX}"><path fill="currentColor" d="${escapeAttribute(path)}"/></symbol>`;

/** The icons of one page's (or one view's) server renders, written once each as the symbols of a hidden sprite. */
export interface IconSprite {
  /** Runs a synchronous server render, keeping the icons it draws. */
  collect: <T>(render: () => T) => T;
  /**
   * The hidden sprite of every icon collected, empty without any. `page` is the document's own sprite, which the
   * browser keeps and adds to; `view` is a view's, which comes and goes with the view's markup.
   */
  markup: (placement: 'page' | 'view') => string;
}

export function createIconSprite(): IconSprite {
  const paths = new Map<string, string>();
  return {
    collect: (render) => collecting.renderWith(paths, render),
    markup: (placement) => {
      if (paths.size === 0) return '';
      const attributes = Object.entries({
        ...(placement === 'page' ? { id: PAGE_SPRITE_ID } : {}),
        ...HIDDEN_SPRITE_ATTRIBUTES,
      })
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      const symbols = [...paths].map(([id, path]) => symbolMarkup(id, path)).join('');
      return `<svg${attributes}>${symbols}</svg>`;
    },
  };
}

function pageSprite(): Element {
  const existing = document.getElementById(PAGE_SPRITE_ID);
  if (existing) return existing;
  const sprite = document.createElementNS(SVG_NAMESPACE, 'svg');
  sprite.id = PAGE_SPRITE_ID;
  for (const [name, value] of Object.entries(HIDDEN_SPRITE_ATTRIBUTES)) sprite.setAttribute(name, value);
  document.body.append(sprite);
  return sprite;
}

/**
 * Makes sure the page's own sprite holds a path's symbol, for an icon drawn in the browser (a dialog opened, a
 * list loaded) or in a view's markup that may later be replaced: a symbol only such a view brought is moved over.
 */
function ensureIconSymbol(id: string, path: string): void {
  const sprite = pageSprite();
  if (sprite.querySelector(`:scope > #${id}`)) return;
  const elsewhere = document.getElementById(id);
  if (elsewhere) {
    sprite.append(elsewhere);
    return;
  }
  const symbol = document.createElementNS(SVG_NAMESPACE, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', VIEW_BOX);
  const drawn = document.createElementNS(SVG_NAMESPACE, 'path');
  drawn.setAttribute('fill', 'currentColor');
  drawn.setAttribute('d', path);
  symbol.append(drawn);
  sprite.append(symbol);
}

/**
 * The id of the symbol drawing a path. A server render notes the path for its sprite; in the browser the page's
 * sprite is given the symbol before the icon shows.
 */
export function useIconSymbol(path: string): string {
  const id = iconSymbolId(path);
  collecting.read()?.set(id, path);
  useInsertionEffect(() => ensureIconSymbol(id, path), [id, path]);
  return id;
}
