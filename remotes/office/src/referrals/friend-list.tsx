import { formatMoney } from '@betfront/account-ui/wallet';
import type { ReferralFriend } from '@betfront/contract/referrals';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState, formatDate } from '@betfront/ui';
import sharedStyles from '../shared/shared.module.css';
import styles from './referrals.module.css';

interface FriendListProps {
  lng: string;
  friends: readonly ReferralFriend[];
  pendingId: number | null;
  onCollect(friendId: number): void;
  t: Translate;
}

/** The friends who registered through the link, each with its step and, once qualified, the reward to collect. */
export function FriendList({ lng, friends, pendingId, onCollect, t }: FriendListProps) {
  if (friends.length === 0) {
    return <EmptyState title={t('referrals.friends.none.title')} text={t('referrals.friends.none.text')} />;
  }
  return (
    <ul className={styles.friends} aria-label={t('referrals.friends.title')}>
      {friends.map((friend) => (
        <li key={friend.id} className={styles.friend}>
          <span className={styles.friendText}>
            <strong>{friend.login}</strong>
            <span className={styles.muted}>
              {t('referrals.friends.registered', { date: formatDate(friend.registered_at, lng) })}
            </span>
            <span>
              {t(`referrals.status.${friend.status}`, {
                reward: friend.reward ? formatMoney(friend.reward.amount, friend.reward.currency_iso) : '',
              })}
            </span>
          </span>
          {friend.status === 'qualified' && (
            <button
              type="button"
              className={sharedStyles.button}
              disabled={pendingId !== null}
              onClick={() => onCollect(friend.id)}
            >
              {t('referrals.collect')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
