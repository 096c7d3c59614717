import type { BottomNavItem } from '@betfront/contract/content';

const PATHS: Readonly<Record<BottomNavItem['id'], string>> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  line: 'M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z',
  live: 'M12 4a8 8 0 110 16 8 8 0 010-16zm0 4a4 4 0 100 8 4 4 0 000-8z',
  coupon: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zm3 5h8v2H8zm0 4h8v2H8z',
  office: 'M12 3a4 4 0 110 8 4 4 0 010-8zm-8 18c0-4 4-7 8-7s8 3 8 7z',
  login: 'M10 4h10v16H10v-2h8V6h-8zm1 4l4 4-4 4v-3H3v-2h8z',
};

export function NavIcon({ id }: { id: BottomNavItem['id'] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="currentColor" />
    </svg>
  );
}
