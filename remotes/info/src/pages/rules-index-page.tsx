import type { RuleGroupSummary } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { InfoFrame } from '../components/info-frame';
import styles from '../components/rules.module.css';
import { rulesHref } from './rules-href';

interface RulesIndexPageProps {
  ctx: RemoteContext;
  t: Translate;
  groups: readonly RuleGroupSummary[];
}

export function RulesIndexPage({ ctx, t, groups }: RulesIndexPageProps) {
  return (
    <InfoFrame ctx={ctx} t={t} heading={t('info.rules.title')} lead={t('info.rules.lead')}>
      <ul className={styles.groups}>
        {groups.map((group) => (
          <li key={group.slug} className={styles.group}>
            <h2 className={styles.groupTitle}>
              <a href={rulesHref(ctx.lng, group.slug)}>{group.title}</a>
            </h2>
            <p className={styles.description}>{group.description}</p>
            <ul className={styles.chapters}>
              {group.chapters.map((chapter) => (
                <li key={chapter.slug}>
                  <a href={rulesHref(ctx.lng, group.slug, chapter.slug)}>{chapter.title}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </InfoFrame>
  );
}
