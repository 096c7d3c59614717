import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const MAX_TABS = 800;

/**
 * Presses Tab, as a keyboard-only player would, until the focused element matches `selector` (and shows
 * `text`, when given); fails if the focus never gets there. The focused element is then `page.locator(':focus')`.
 */
export async function tabUntil(page: Page, selector: string, text?: string): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    const reached = await page.evaluate(
      ({ selector, text }) => {
        const active = document.activeElement;
        if (!active?.matches(selector)) return false;
        return text === undefined || active.textContent?.trim() === text;
      },
      { selector, text },
    );
    if (reached) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${selector} ${text ?? ''}`);
}

/** The focused element shows a focus ring a sighted keyboard player can see: an outline or a box shadow. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const style = getComputedStyle(active);
    const width = parseFloat(style.outlineWidth);
    return {
      focusVisible: active.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && width >= 1 ? `${style.outlineStyle} ${width}px` : '',
      shadow: style.boxShadow === 'none' ? '' : style.boxShadow,
    };
  });
  expect(ring, 'an element has the focus').not.toBeNull();
  expect(ring?.focusVisible, 'the focused element matches :focus-visible').toBe(true);
  expect(ring?.outline || ring?.shadow, 'the focused element draws a focus ring').toBeTruthy();
}
