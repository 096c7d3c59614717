import type { RuleGroup, RuleGroupSummary } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { RuleChapters } from '../components/rule-chapters';
import { RulesGroupsNav } from '../components/rules-groups-nav';
import styles from './rules-frame-page.module.css';

interface RulesFramePageProps {
  ctx: RemoteContext;
  t: Translate;
  groups: readonly RuleGroupSummary[];
  group: RuleGroup;
}

/** The rules for an embedding frame: no site chrome, one group at a time, switched by `?group=`. */
export function RulesFramePage({ ctx, t, groups, group }: RulesFramePageProps) {
  return (
    <article className={styles.frame} aria-labelledby="rules-frame-title">
      <h1 id="rules-frame-title" className={styles.title}>
        {t('info.rules.frame_title', { group: group.title })}
      </h1>
      <RulesGroupsNav
        groups={groups}
        currentGroup={group.slug}
        hrefOf={(slug) => `/${ctx.lng}/rules-frame?group=${encodeURIComponent(slug)}`}
        t={t}
      />
      <RuleChapters chapters={group.chapters} lng={ctx.lng} />
    </article>
  );
}
