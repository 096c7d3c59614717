import { VIRTUAL_PAGES } from '@betfront/contract/virtual';
import type { VirtualPage } from '@betfront/contract/virtual';

/** The casino categories that show the platform's own virtual games above the providers' ones. */
export const virtualPageOf = (category: string | null): VirtualPage | null =>
  VIRTUAL_PAGES.find((page) => page === category) ?? null;
