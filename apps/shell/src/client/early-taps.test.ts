// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

const PAGE = `
  <header><button id="menu" type="button">Menu</button><a id="home" href="#home">Home</a></header>
  <div data-view-state="-2"><div data-remote-root="betting">
    <button id="price" type="button">1.85</button>
    <label><input id="remember" type="checkbox"> Remember</label>
    <select id="theme"><option value="light">Light</option><option value="dark">Dark</option></select>
  </div></div>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of its own for each test: what one test holds never reaches another. */
let page: Document;
const element = (id: string) => page.getElementById(id) as HTMLElement;
function openPage() {
  page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = PAGE;
  return holdEarlyTaps(page);
}

/** The taps that reach the page's own handlers (React listens at the root, after the capture). */
function heard(): string[] {
  const taps: string[] = [];
  page.body.addEventListener('click', (event) => taps.push((event.target as Element).id));
  return taps;
}

describe('taps on the page before its scripts can answer them', () => {
  it('are held until the view holding the control has hydrated, then made once', async () => {
    const shellHydrated = openPage();
    const taps = heard();
    element('price').click();
    element('price').click();
    shellHydrated();
    await settle();
    expect(taps).toEqual([]);
    element('price').closest('[data-view-state]')?.setAttribute('data-view-state', '2');
    await settle();
    expect(taps).toEqual(['price']);
  });

  it('on the shell are held until the shell has hydrated; links are left to the browser', async () => {
    const shellHydrated = openPage();
    const taps = heard();
    element('menu').click();
    element('home').click();
    expect(taps).toEqual(['home']);
    shellHydrated();
    expect(taps).toEqual(['home', 'menu']);
  });

  it('keep a checkbox as it was until the tap is made again', async () => {
    openPage();
    const box = element('remember') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    box.closest('[data-view-state]')?.setAttribute('data-view-state', '2');
    await settle();
    expect(box.checked).toBe(true);
  });

  it('pass straight through once everything has hydrated, and a control gone is not tapped', async () => {
    const shellHydrated = openPage();
    const taps = heard();
    element('price').click();
    element('price').remove();
    element('remember').closest('[data-view-state]')?.setAttribute('data-view-state', '2');
    shellHydrated();
    await settle();
    element('menu').click();
    expect(taps).toEqual(['menu']);
    const listener = vi.fn();
    element('remember').addEventListener('click', listener);
    element('remember').click();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keep a choice made in a select, and make it again on the select once its view has hydrated', async () => {
    openPage();
    const select = element('theme') as HTMLSelectElement;
    const chosen: string[] = [];
    page.body.addEventListener('change', (event) => chosen.push((event.target as HTMLSelectElement).value));
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toEqual([]);
    // Hydration draws the select as the server did.
    select.value = 'light';
    select.closest('[data-view-state]')?.setAttribute('data-view-state', '2');
    await settle();
    expect(chosen).toEqual(['dark']);
    expect(select.value).toBe('dark');
  });
});
