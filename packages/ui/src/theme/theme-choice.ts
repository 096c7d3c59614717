import { DEFAULT_THEME } from '@betfront/contract/preferences';
import type { Theme } from '@betfront/contract/preferences';
import { scopedValue } from '../scoped-value';

const choice = scopedValue<Theme>(DEFAULT_THEME);

/** The page's theme as the visitor chose it; the browser sets it once from the page state. */
export const setThemeChoice = choice.set;
export const themeChoice = choice.read;

/** Renders with a request's theme. */
export const renderWithThemeChoice = choice.renderWith;

/** What the browser may draw before the styles arrive: `light dark` lets a "system" page follow the device. */
export const COLOR_SCHEMES: Readonly<Record<Theme, string>> = { light: 'light', dark: 'dark', system: 'light dark' };

/** The `<html>` attribute the tokens read (tokens.css). */
export const THEME_ATTRIBUTE = 'data-theme';

/** Redraws the open page in a newly chosen theme, without a reload. */
export function applyThemeChoice(theme: Theme): void {
  choice.set(theme);
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', COLOR_SCHEMES[theme]);
}
