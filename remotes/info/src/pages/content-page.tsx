import type { ContentPage } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ContentSections, SectionNav } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { PAGE_ROUTES } from '../routing/info-routes';

interface ContentPageViewProps {
  ctx: RemoteContext;
  t: Translate;
  page: ContentPage;
  /** One section chosen by a path parameter (a news item, a glossary block), or the whole page. */
  sectionId: string | null;
}

export function ContentPageView({ ctx, t, page, sectionId }: ContentPageViewProps) {
  const section = sectionId ? page.sections.find((candidate) => candidate.id === sectionId) : undefined;
  const pageHref = `/${ctx.lng}/${ctx.route.name}`;
  const hasSectionPaths = Boolean(PAGE_ROUTES[ctx.route.name]?.sectionParam);
  const sectionNav = hasSectionPaths && (
    <SectionNav
      label={t('info.sections.label', { title: page.title })}
      items={page.sections.map((candidate) => ({
        href: `${pageHref}/${candidate.id}`,
        label: candidate.title,
        current: candidate.id === sectionId,
      }))}
    />
  );
  if (section) {
    return (
      <InfoFrame ctx={ctx} t={t} heading={section.title} trail={[{ label: page.title, href: pageHref }]}>
        {sectionNav}
        <ContentSections sections={[{ ...section, title: '' }]} lng={ctx.lng} />
      </InfoFrame>
    );
  }
  return (
    <InfoFrame ctx={ctx} t={t} heading={page.title} lead={page.description}>
      {sectionNav}
      <ContentSections sections={page.sections} lng={ctx.lng} />
    </InfoFrame>
  );
}
