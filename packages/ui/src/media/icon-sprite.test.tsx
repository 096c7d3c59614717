// @vitest-environment happy-dom
import { mdiLock, mdiSoccer } from '@mdi/js';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { createIconSprite, iconSymbolId } from './icon-sprite';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const symbolsOf = (markup: string) => [...markup.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);

describe('icons in a server render', () => {
  it('refer to a symbol instead of drawing their path', () => {
    const sprite = createIconSprite();
    const html = sprite.collect(() => renderToString(<Icon path={mdiSoccer} label="Football" />));
    expect(html).toContain(`<use href="#${iconSymbolId(mdiSoccer)}"`);
    expect(html).not.toContain(mdiSoccer);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Football"');
  });

  it('write one symbol per distinct path, whichever renders of the page drew it', () => {
    const sprite = createIconSprite();
    sprite.collect(() =>
      renderToString(
        <>
          <Icon path={mdiSoccer} />
          <Icon path={mdiSoccer} size={14} />
          <Icon path={mdiLock} />
        </>,
      ),
    );
    sprite.collect(() => renderToString(<Icon path={mdiLock} />));
    const markup = sprite.markup('page');
    expect(symbolsOf(markup)).toEqual([iconSymbolId(mdiSoccer), iconSymbolId(mdiLock)]);
    expect(markup.split(mdiSoccer)).toHaveLength(2);
    expect(markup).toMatch(/^<svg [^>]*id="icon-sprite"[^>]*aria-hidden="true"/);
    expect(markup).not.toContain('display');
  });

  it("keep a view's sprite apart from the page's own", () => {
    const sprite = createIconSprite();
    sprite.collect(() => renderToString(<Icon path={mdiLock} />));
    expect(sprite.markup('view')).not.toContain('id="icon-sprite"');
    expect(symbolsOf(sprite.markup('view'))).toEqual([iconSymbolId(mdiLock)]);
  });

  it('are collected only by the render under way', () => {
    const sprite = createIconSprite();
    renderToString(<Icon path={mdiLock} />);
    sprite.collect(() => undefined);
    expect(sprite.markup('page')).toBe('');
  });

  it('name the same path alike everywhere, and different paths apart', () => {
    // FNV-1a: the shell's bundle and each remote's name a path alike without sharing any state.
    expect(iconSymbolId('M0 0h24v24H0z')).toBe('icon-1obvsss');
    expect(iconSymbolId(mdiSoccer)).not.toBe(iconSymbolId(mdiLock));
    expect(iconSymbolId(mdiSoccer)).toMatch(/^icon-[0-9a-z]+$/);
  });
});

describe('icons drawn in the browser', () => {
  const pageSymbols = () => [...document.querySelectorAll('#icon-sprite > symbol')];

  it("give the page's sprite the symbol they miss, once", () => {
    render(
      <>
        <Icon path={mdiSoccer} />
        <Icon path={mdiSoccer} />
      </>,
    );
    const symbols = pageSymbols();
    expect(symbols.map((symbol) => symbol.id)).toEqual([iconSymbolId(mdiSoccer)]);
    expect(symbols[0]?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbols[0]?.querySelector('path')?.getAttribute('d')).toBe(mdiSoccer);
    expect(symbols[0]?.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    expect(document.querySelector('use')?.getAttribute('href')).toBe(`#${iconSymbolId(mdiSoccer)}`);
  });

  it("use the server's sprite without adding to it what it holds", () => {
    const sprite = createIconSprite();
    sprite.collect(() => renderToString(<Icon path={mdiLock} />));
    document.body.insertAdjacentHTML('beforeend', sprite.markup('page'));
    render(<Icon path={mdiLock} label="Locked" />);
    expect(pageSymbols().map((symbol) => symbol.id)).toEqual([iconSymbolId(mdiLock)]);
    expect(screen.getByRole('img', { name: 'Locked' }).getAttribute('aria-hidden')).toBeNull();
  });

  it("move a symbol only a replaceable view brought into the page's sprite", () => {
    const sprite = createIconSprite();
    sprite.collect(() => renderToString(<Icon path={mdiLock} />));
    const view = document.createElement('div');
    view.innerHTML = sprite.markup('view');
    document.body.append(view);
    render(<Icon path={mdiLock} />);
    expect(pageSymbols().map((symbol) => symbol.id)).toEqual([iconSymbolId(mdiLock)]);
    expect(document.querySelectorAll(`#${iconSymbolId(mdiLock)}`)).toHaveLength(1);
    view.remove();
    expect(pageSymbols()).toHaveLength(1);
  });

  it('stay decoration without a label', () => {
    const { container } = render(<Icon path={mdiLock} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('svg')?.getAttribute('role')).toBeNull();
  });
});
