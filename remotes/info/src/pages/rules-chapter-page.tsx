import type { RuleChapter, RuleGroupSummary } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ContentSections, SectionNav } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { RulesGroupsNav } from '../components/rules-groups-nav';
import { rulesHref } from './rules-href';

interface RulesChapterPageProps {
  ctx: RemoteContext;
  t: Translate;
  groups: readonly RuleGroupSummary[];
  group: RuleGroupSummary;
  chapter: RuleChapter;
}

export function RulesChapterPage({ ctx, t, groups, group, chapter }: RulesChapterPageProps) {
  return (
    <InfoFrame
      ctx={ctx}
      t={t}
      heading={chapter.title}
      trail={[
        { label: t('info.rules.title'), href: rulesHref(ctx.lng) },
        { label: group.title, href: rulesHref(ctx.lng, group.slug) },
      ]}
    >
      <RulesGroupsNav groups={groups} currentGroup={group.slug} hrefOf={(slug) => rulesHref(ctx.lng, slug)} t={t} />
      <SectionNav
        label={t('info.rules.chapters_label')}
        items={group.chapters.map((candidate) => ({
          href: rulesHref(ctx.lng, group.slug, candidate.slug),
          label: candidate.title,
          current: candidate.slug === chapter.slug,
        }))}
      />
      <ContentSections sections={chapter.sections} lng={ctx.lng} />
    </InfoFrame>
  );
}
