import type { BlockAppeal } from '@betfront/contract/block-appeals';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { CARD_CLASS, EmptyState, formatDateTime } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import threadStyles from '../shared/thread.module.css';
import sharedStyles from '../shared/shared.module.css';
import { AppealForm } from './appeal-form';
import { BLOCK_APPEALS_KEY, loadAppeals } from './block-appeals-api';
import styles from './block-appeals.module.css';

function AppealItem({ appeal, lng, t }: { appeal: BlockAppeal; lng: string; t: Translate }) {
  return (
    <li className={CARD_CLASS.compact}>
      <article aria-label={t('office.block_appeal.item', { date: formatDateTime(appeal.createdAt, lng) })}>
        <header className={threadStyles.head}>
          <span className={threadStyles.subject}>{formatDateTime(appeal.createdAt, lng)}</span>
          <span className={styles.status} data-status={appeal.status}>
            {t(`office.block_appeal.status.${appeal.status}`)}
          </span>
        </header>
        <p className={styles.text}>{appeal.message}</p>
        {appeal.reply !== null && appeal.answeredAt !== null && (
          <p className={styles.text}>
            <strong>{t('office.block_appeal.reply', { date: formatDateTime(appeal.answeredAt, lng) })}</strong>{' '}
            {appeal.reply}
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * block-appeal-history: a restricted player contests the restriction and follows the operator's answers, newest
 * first. One appeal waits at a time: the form shows when none does. An accepted appeal lifts the restriction, and
 * the site opens again on the next page.
 */
export function BlockAppealsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const appeals = useRequest(BLOCK_APPEALS_KEY, loadAppeals);
  if (appeals.value === null) return <RequestPending request={appeals} t={t} />;
  const isWaiting = appeals.value.some((appeal) => appeal.status === 'pending');
  return (
    <div className={sharedStyles.page}>
      {isWaiting ? <p className={styles.hint}>{t('office.block_appeal.waiting')}</p> : <AppealForm t={t} />}
      {appeals.value.length === 0 ? (
        <EmptyState title={t('office.block_appeal.none.title')} text={t('office.block_appeal.none.text')} />
      ) : (
        <ul className={CARD_CLASS.list} aria-label={t('office.block_appeal.list')}>
          {appeals.value.map((appeal) => (
            <AppealItem key={appeal.id} appeal={appeal} lng={ctx.lng} t={t} />
          ))}
        </ul>
      )}
    </div>
  );
}
