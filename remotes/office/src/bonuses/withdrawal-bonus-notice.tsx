import type { Translate } from '@betfront/remote-kit';
import { runningBonusOf, bonusMoney } from './bonus-format';
import styles from './bonuses.module.css';
import { useBonuses } from './use-bonuses';

/**
 * The withdrawal page's word on bonuses: withdrawals wait while a bonus is wagered (the platform refuses them);
 * the player sees what is left and where to finish or give the bonus up.
 */
export function WithdrawalBonusNotice({ lng, t }: { lng: string; t: Translate }) {
  const running = runningBonusOf(useBonuses(lng).data?.bonuses ?? []);
  if (running?.status !== 'wagering') return <p className={styles.muted}>{t('bonuses.withdrawal.rule')}</p>;
  return (
    <p role="status" className={styles.result} data-tone="danger" data-testid="withdrawal-bonus-notice">
      {t('bonuses.withdrawal.wagering', {
        title: running.title,
        remaining: bonusMoney(running.wagerRemaining, running),
      })}{' '}
      <a href={`/${lng}/office/bonuses`}>{t('bonuses.open_bonus')}</a>
    </p>
  );
}
