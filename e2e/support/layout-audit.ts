import type { Page } from '@playwright/test';

/** What the layout check finds wrong on a page as it is drawn now, one line a finding. */
export type LayoutFindings = string[];

/** Where on the page the covered-element check looks: the first screen, or the last one once scrolled down. */
type Screen = 'top' | 'bottom';

/**
 * Runs in the page. A bettor's complaints, measured: text clipped inside an odds button, a header item, a tab or
 * a button; a page wider than the screen; a control whose centre another element covers; a tap target under
 * 24×24 px. Plain JavaScript, since it is sent to the browser as it is.
 */
function findProblems(screen: Screen): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;

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

  const interactive = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="switch"]',
    ),
  ].filter((element) => {
    if (!isShown(element)) return false;
    const box = element.getBoundingClientRect();
    // Screen-reader-only controls (a skip link until focused) take no room on screen.
    return box.width > 2 && box.height > 2;
  });

  // Text meant for screen readers alone (the outcome of a price under a column header) is clipped on purpose.
  const isScreenReaderOnly = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1;
  };
  // Text clipped: the control, or something inside it, holds more than it shows.
  const clipping = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
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
      (inner) => inner.textContent?.trim() && isShown(inner) && !isScreenReaderOnly(inner) && clipping(inner),
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

  // Covered: in the half of the screen this scroll position is the only way to see, the control's centre is
  // its own (a bar fixed to the top hides the top of the last screen, which scrolling up shows, and so on).
  const scrolls = document.documentElement.scrollHeight > height + 1;
  const [from, to] = !scrolls ? [0, height] : screen === 'top' ? [0, height / 2] : [height / 2, height];
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
  for (const element of interactive) {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x >= width || y < from || y >= to || clippedAway(element, x, y)) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit === null || element.contains(hit) || hit.contains(element)) continue;
    // A label's own control: the click reaches it.
    if (hit.closest('label')?.contains(element)) continue;
    problems.push(`covered: ${describe(element)} under ${describe(hit)}`);
  }
  return problems;
}

/** The first screen's findings, then the last screen's (floating bars over the end of the page). */
export async function auditLayout(page: Page): Promise<LayoutFindings> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const top = await page.evaluate(findProblems, 'top' as Screen);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  const bottom = await page.evaluate(findProblems, 'bottom' as Screen);
  return [...new Set([...top, ...bottom])];
}
