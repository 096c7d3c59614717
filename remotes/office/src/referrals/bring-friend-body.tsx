import { formatMoney } from '@betfront/account-ui/wallet';
import type { ReferralsAnswer } from '@betfront/contract/referrals';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { FriendList } from './friend-list';
import { ReferralLink } from './referral-link';
import { collectErrorKey, collectReward, loadReferrals } from './referrals-api';
import styles from './referrals.module.css';
import { BUTTON_CLASS, CARD_CLASS } from '@betfront/ui';

type Notice = { tone: 'status' | 'alert'; text: string } | null;

/** office.bringfriend: the referral link, the rule it pays by, and the friends who came through it. */
export function BringFriendBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const request = useRequest(
    ['referrals', lng],
    useCallback((signal: AbortSignal) => loadReferrals(lng, signal), [lng]),
  );
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const answer: ReferralsAnswer | null = request.value;
  if (answer === null) return <RequestPending request={request} t={t} />;

  const collect = async (friendId: number) => {
    setPendingId(friendId);
    setNotice(null);
    try {
      const paid = await collectReward(friendId);
      setNotice({
        tone: 'status',
        text: t('referrals.collected', { amount: formatMoney(paid.amount, paid.currency_iso) }),
      });
      request.retry();
    } catch (error) {
      setNotice({ tone: 'alert', text: t(collectErrorKey(error)) });
    } finally {
      setPendingId(null);
    }
  };

  const { rule } = answer;
  return (
    <div className={styles.page}>
      <section className={CARD_CLASS.card} aria-labelledby="referral-rule">
        <h2 id="referral-rule" className={CARD_CLASS.title}>
          {t('referrals.rule.title')}
        </h2>
        <p>
          {rule
            ? t('referrals.rule.text', {
                min: formatMoney(rule.min_deposit, rule.currency_iso),
                reward: formatMoney(rule.reward, rule.currency_iso),
              })
            : t('referrals.rule.none')}
        </p>
        <ReferralLink linkPath={answer.link_path} t={t} />
        <a className={BUTTON_CLASS.secondary} href={`/${lng}/office/bringfriend-banners`}>
          {t('referrals.banners_link')}
        </a>
      </section>
      <section className={CARD_CLASS.card} aria-labelledby="referral-friends">
        <h2 id="referral-friends" className={CARD_CLASS.title}>
          {t('referrals.friends.title')}
        </h2>
        {notice && (
          <p role={notice.tone} className={notice.tone === 'alert' ? styles.failed : styles.done}>
            {notice.text}
          </p>
        )}
        <FriendList
          lng={lng}
          friends={answer.friends}
          pendingId={pendingId}
          onCollect={(id) => void collect(id)}
          t={t}
        />
      </section>
    </div>
  );
}
