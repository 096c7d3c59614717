import type { ReactNode } from 'react';
import { Breadcrumbs, PageFrame, SectionNav } from '@betfront/ui';
import type { BreadcrumbItem } from '@betfront/ui';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { INFO_MENU, infoHref, menuSlugOf } from '../routing/info-routes';

interface InfoFrameProps {
  ctx: RemoteContext;
  t: Translate;
  heading: string;
  lead?: string;
  /** Steps between the information index and the page itself (e.g. a rule group above its chapter). */
  trail?: readonly BreadcrumbItem[];
  children: ReactNode;
}

/** The frame of an information page: trail, heading and, inside the information section, its side menu. */
export function InfoFrame({ ctx, t, heading, lead, trail = [], children }: InfoFrameProps) {
  const current = menuSlugOf(ctx.route.name);
  const steps: BreadcrumbItem[] = [{ label: t('info.breadcrumbs.home'), href: `/${ctx.lng}` }];
  if (current) steps.push({ label: t('info.breadcrumbs.information'), href: infoHref(ctx.lng, 'about') });
  steps.push(...trail, { label: heading });
  const menu = current ? (
    <SectionNav
      label={t('info.menu.label')}
      layout="list"
      items={INFO_MENU.map((slug) => ({
        href: infoHref(ctx.lng, slug),
        label: t(`info.menu.${slug}`),
        current: slug === current,
      }))}
    />
  ) : undefined;
  return (
    <PageFrame
      heading={heading}
      lead={lead}
      breadcrumbs={<Breadcrumbs label={t('info.breadcrumbs.label')} items={steps} />}
      aside={menu}
    >
      {children}
    </PageFrame>
  );
}
