import type { RuleGroupSummary } from '@betfront/contract/content';
import type { Translate } from '@betfront/remote-kit';
import { SectionNav } from '@betfront/ui';

interface RulesGroupsNavProps {
  groups: readonly RuleGroupSummary[];
  currentGroup: string | null;
  hrefOf: (group: string) => string;
  t: Translate;
}

export function RulesGroupsNav({ groups, currentGroup, hrefOf, t }: RulesGroupsNavProps) {
  return (
    <SectionNav
      label={t('info.rules.groups_label')}
      items={groups.map((group) => ({
        href: hrefOf(group.slug),
        label: group.title,
        current: group.slug === currentGroup,
      }))}
    />
  );
}
