import type { Page } from '@playwright/test';

/** What the layout check asks of a page beyond the checks every page passes. */
export interface AuditOptions {
  /** A betting page on a phone: its first price must be in the first screen, under a header of one row. */
  firstPrice: boolean;
  /** The page's language: on a Russian page no English interface word may show. */
  lng: string;
}

/**
 * English words of the interface that a Russian page must not show (names of teams, leagues, games and brands
 * are marked `translate="no"` and left alone).
 */
const ENGLISH_UI_WORDS = [
  'Live',
  'Log in',
  'Login',
  'Log out',
  'Sign up',
  'Register',
  'Deposit',
  'Withdraw',
  'Bet',
  'Bets',
  'Total',
  'Home',
  'Results',
  'Cash out',
  'Promotions',
  'Bonus',
  'Balance',
  'Account',
  'Settings',
  'Password',
  'Coupon',
  'Stake',
  'Odds',
  'Search',
  'Favorites',
  'Casino',
  'Sports',
  'Line',
  'Menu',
  'Close',
  'Cancel',
  'Save',
];

/**
 * Runs in the page, at its current size. A bettor's complaints, measured: text clipped inside an odds button, a
 * header item, a tab or a button; a page wider than the screen; a control whose centre another element covers
 * (on the first screen, then on the last one once scrolled down, where floating bars sit over the end of the
 * page); a tap target under 24×24 px; on request the first price out of the first screen or a header of more
 * than one row, and English interface words on a Russian page. Plain JavaScript in one function, since it is sent to the browser as it is.
 */
async function auditInPage({ firstPrice, lng, words }: AuditOptions & { words: string[] }): Promise<string[]> {
  const problems: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  // Rows drawn with `content-visibility: auto` that a jump brings into sight are laid out a frame or two after
  // it: until then the point of a price hits its row, and the page's height is still the rows' estimate.
  const settle = async () => {
    for (let count = 0; count < 4; count += 1) await frame();
  };
  const scrollTo = async (top: number) => {
    window.scrollTo({ top, behavior: 'instant' });
    await settle();
  };
  // The end of the page moves while the rows it passes take their real heights: scrolled to until it stays.
  const scrollToEnd = async () => {
    for (let tries = 0; tries < 5; tries += 1) {
      await scrollTo(document.documentElement.scrollHeight);
      if (window.scrollY + height >= document.documentElement.scrollHeight - 1) return;
    }
  };

  const describe = (element: Element): string => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const where = element.closest('header') ? 'header ' : element.closest('nav') ? 'nav ' : '';
    return `${where}${tag}${role ? `[role=${role}]` : ''} "${text.slice(0, 40)}"`;
  };
  const isShown = (element: Element): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.closest('[inert], [aria-hidden="true"], dialog:not([open])') === null;

  // The page as drawn at this size: a resize just before redraws it first.
  await scrollTo(0);

  // A page wider than the screen: the widest element that sticks out names the culprit.
  if (document.documentElement.scrollWidth > width + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => isShown(element) && element.getBoundingClientRect().right > width + 1)
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .pop();
    problems.push(
      `page is ${document.documentElement.scrollWidth}px wide${wide ? `; sticks out: ${describe(wide)}` : ''}`,
    );
  }

  const findInteractive = () =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="switch"]',
      ),
    ].filter((element) => {
      if (!isShown(element)) return false;
      const box = element.getBoundingClientRect();
      // Screen-reader-only controls (a skip link until focused) take no room on screen.
      return box.width > 2 && box.height > 2;
    });
  let interactive = findInteractive();

  // Text meant for screen readers alone (the outcome of a price under a column header) is clipped on purpose.
  const isScreenReaderOnly = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1;
  };
  // Text clipped: the control, or something inside it, holds more than it shows.
  const clipping = (element: Element): boolean => {
    // Sizes first: they are read from the layout at hand, the style only for the few boxes that overflow.
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
    if (!wider && !taller) return false;
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    return (
      (wider && (hides(style.overflowX) || style.textOverflow === 'ellipsis')) || (taller && hides(style.overflowY))
    );
  };
  const labelled = interactive.filter(
    (element) =>
      element.matches('button, [role="tab"], [role="button"], [data-selection-id]') ||
      (element.matches('a') && element.closest('header') !== null),
  );
  for (const element of labelled) {
    const clipped = [element, ...element.querySelectorAll('*')].find(
      (inner) => clipping(inner) && inner.textContent?.trim() && isShown(inner) && !isScreenReaderOnly(inner),
    );
    if (clipped) problems.push(`text clipped: ${describe(element)}`);
  }

  // Tap targets: at least 24×24, save a link inside a line of text.
  const isInlineLink = (element: HTMLElement): boolean =>
    element.matches('a') &&
    getComputedStyle(element).display === 'inline' &&
    [...(element.parentElement?.childNodes ?? [])].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
  for (const element of interactive) {
    const box = element.getBoundingClientRect();
    if ((box.width < 24 || box.height < 24) && !isInlineLink(element) && element.closest('label') === null) {
      problems.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${describe(element)}`);
    }
  }

  // The first price of a betting page, where a phone shows it before any scrolling: in the screen and uncovered,
  // under a header of one row.
  if (firstPrice) {
    const header = document.querySelector('body header');
    const headerHeight = header ? Math.round(header.getBoundingClientRect().height) : 0;
    if (headerHeight > 56) problems.push(`the header is ${headerHeight}px high, more than one row of 56px`);
    const prices = [...document.querySelectorAll('[data-selection-id]')].filter(isShown);
    const inFirstScreen = prices.some((price) => {
      const box = price.getBoundingClientRect();
      if (box.top < 0 || box.bottom > height || box.left < 0 || box.right > width) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && price.contains(hit);
    });
    const top = prices.map((price) => Math.round(price.getBoundingClientRect().top)).sort((a, b) => a - b)[0];
    if (!inFirstScreen)
      problems.push(top === undefined ? 'no price on the page' : `no price in the first screen; the first at ${top}px`);
  }

  // English interface words in the text a Russian page shows.
  if (lng === 'ru') {
    // "Live-казино": an English word joined to a Russian one makes a Russian compound, the site's name of a place.
    const pattern = new RegExp(`(?<![A-Za-z])(${words.join('|').replace(/ /g, '\\s+')})(?![A-Za-z]|-[а-яё])`, 'i');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const word = pattern.exec(node.textContent ?? '')?.[1];
      if (!word || !parent || parent.closest('script, style, noscript, [translate="no"]') || !isShown(parent)) continue;
      const line = `English on a Russian page: "${word}" in ${describe(parent)}`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    }
  }

  // Covered: in the half of the screen this scroll position is the only way to see, the control's centre is
  // its own (a bar fixed to the top hides the top of the last screen, which scrolling up shows, and so on).
  const scrolls = document.documentElement.scrollHeight > height + 1;
  // Scrolling boxes, asked once each: hundreds of prices share the same few ancestors.
  const scrollsItself = new Map<Element, boolean>();
  const isClipping = (parent: Element): boolean => {
    let known = scrollsItself.get(parent);
    if (known === undefined) {
      const style = getComputedStyle(parent);
      known = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      scrollsItself.set(parent, known);
    }
    return known;
  };
  const clippedAway = (element: Element, x: number, y: number): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (!isClipping(parent)) continue;
      const box = parent.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
    }
    return false;
  };
  const findCovered = (from: number, to: number) => {
    for (const element of interactive) {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x >= width || y < from || y >= to || clippedAway(element, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit === null || element.contains(hit) || hit.contains(element)) continue;
      // A label's own control: the click reaches it.
      if (hit.closest('label')?.contains(element)) continue;
      const line = `covered: ${describe(element)} under ${describe(hit)}`;
      if (!problems.includes(line)) problems.push(line);
    }
  };
  if (!scrolls) findCovered(0, height);
  else {
    findCovered(0, height / 2);
    await scrollToEnd();
    // Scrolling may draw more (windowed lists, a back-to-top button).
    interactive = findInteractive();
    findCovered(height / 2, height);
  }
  return problems;
}

/** What the layout check finds wrong on the page at the viewport's size, one line a finding. */
export async function auditLayout(page: Page, options: AuditOptions): Promise<string[]> {
  return page.evaluate(auditInPage, { ...options, words: ENGLISH_UI_WORDS });
}
