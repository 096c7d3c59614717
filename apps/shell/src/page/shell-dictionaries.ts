/** The dictionary ids behind the shell's own texts: header, modals, coupon, account forms. */
export const SHELL_DICTIONARIES = [
  'common',
  'shell',
  'login',
  'registration',
  'security',
  'wallet',
  'coupon',
  'responsible',
  'support',
  'site-signin',
  'coupon-terms',
  'media',
  'transfer',
  'layout',
] as const;
