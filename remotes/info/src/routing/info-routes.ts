import type { ContentPageSlug } from '@betfront/contract/content';

/** Routes that show one stored page; `sectionParam` names the path parameter that picks one of its sections. */
export const PAGE_ROUTES: Readonly<Record<string, { slug: ContentPageSlug; sectionParam?: string }>> = {
  information: { slug: 'about' },
  'information.about': { slug: 'about' },
  'information.contacts': { slug: 'contacts' },
  'information.cookies': { slug: 'cookies' },
  'information.licenses': { slug: 'licenses' },
  'information.responsiblegaming': { slug: 'responsiblegaming' },
  'information.amlpolicy': { slug: 'amlpolicy' },
  'information.kycpolicy': { slug: 'kycpolicy' },
  'information.amlkyc': { slug: 'amlkyc' },
  'information.disputeresolution': { slug: 'disputeresolution' },
  'information.calc': { slug: 'calc' },
  'information.howbet': { slug: 'howbet' },
  'information.points': { slug: 'points' },
  'information.taxes': { slug: 'taxes' },
  'information.mainrules': { slug: 'mainrules' },
  'information.simpleidentification': { slug: 'simpleidentification' },
  'information.consent': { slug: 'consent' },
  'information.privacypolicy': { slug: 'privacypolicy' },
  'information.smsbets': { slug: 'smsbets' },
  'mobile-app': { slug: 'mobile-app' },
  'desktop-app': { slug: 'desktop-app' },
  'team-games': { slug: 'team-games' },
  'betting-alphabet': { slug: 'betting-alphabet', sectionParam: 'block' },
  ourpartners: { slug: 'ourpartners', sectionParam: 'section' },
};

/** Technical pages: what happened and what the visitor can do. */
export const NOTICE_KINDS = [
  'block',
  'block-ua',
  'block-ie',
  'site-updates',
  'coming-soon',
  'suspension',
  '500',
  'oldbrowser',
  'internal-vpn',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(name: string): name is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(name);
}

/** The side menu of the information section, in reading order. */
export const INFO_MENU: readonly string[] = [
  'about',
  'contacts',
  'rules',
  'mainrules',
  'howbet',
  'calc',
  'betting-calculator',
  'payment',
  'cash_terminals',
  'points',
  'taxes',
  'smsbets',
  'responsiblegaming',
  'licenses',
  'privacypolicy',
  'cookies',
  'consent',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'simpleidentification',
  'disputeresolution',
];

/** The menu entry a route belongs to, if it is an information page. */
export function menuSlugOf(routeName: string): string | null {
  if (routeName === 'information') return 'about';
  if (routeName === 'information.rules') return 'rules';
  if (!routeName.startsWith('information.')) return null;
  return routeName.slice('information.'.length);
}

export function infoHref(lng: string, slug: string): string {
  return `/${lng}/information/${slug}`;
}
