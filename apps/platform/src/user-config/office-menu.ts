import { IDENTIFICATION_PATH, OFFICE_MENU_CATEGORIES } from '@betfront/contract/office-menu';
import type { OfficeMenu } from '@betfront/contract/user-config';

/** The office menu's categories; identification shows only where the site enables it. */
export function menuCategories(isIdentificationEnabled: boolean): OfficeMenu['menuCategories'] {
  return OFFICE_MENU_CATEGORIES.map(({ id, items }) => ({
    id,
    items: items.filter((path) => isIdentificationEnabled || path !== IDENTIFICATION_PATH).map((path) => ({ path })),
  }));
}
