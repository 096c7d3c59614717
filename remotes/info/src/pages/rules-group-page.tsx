import type { RuleGroup, RuleGroupSummary } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { SectionNav } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { RuleChapters } from '../components/rule-chapters';
import { RulesGroupsNav } from '../components/rules-groups-nav';
import { rulesHref } from './rules-href';

interface RulesGroupPageProps {
  ctx: RemoteContext;
  t: Translate;
  groups: readonly RuleGroupSummary[];
  group: RuleGroup;
}

export function RulesGroupPage({ ctx, t, groups, group }: RulesGroupPageProps) {
  return (
    <InfoFrame
      ctx={ctx}
      t={t}
      heading={group.title}
      lead={group.description}
      trail={[{ label: t('info.rules.title'), href: rulesHref(ctx.lng) }]}
    >
      <RulesGroupsNav groups={groups} currentGroup={group.slug} hrefOf={(slug) => rulesHref(ctx.lng, slug)} t={t} />
      <SectionNav
        label={t('info.rules.chapters_label')}
        layout="list"
        items={group.chapters.map((chapter) => ({
          href: rulesHref(ctx.lng, group.slug, chapter.slug),
          label: chapter.title,
        }))}
      />
      <RuleChapters chapters={group.chapters} lng={ctx.lng} />
    </InfoFrame>
  );
}
