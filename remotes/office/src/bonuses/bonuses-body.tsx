import type { RemoteAppProps } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, EmptyState } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { BonusCard } from './bonus-card';
import { runningBonusOf } from './bonus-format';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';
import { GiveUpButton } from './give-up-button';
import { useBonuses } from './use-bonuses';
import { WagerProgress } from './wager-progress';
import { WelcomeNotice } from './welcome-notice';

/** The player's bonuses: the one running with its progress, the welcome bonus waiting, and the ended ones. */
export function BonusesBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const bonuses = useBonuses(lng);
  const answer = bonuses.data;
  const running = answer ? runningBonusOf(answer.bonuses) : null;
  const ended = answer?.bonuses.filter((bonus) => bonus !== running) ?? [];
  return (
    <div className={sharedStyles.page}>
      <BonusNav lng={lng} routeName={ctx.route.name} t={t} />
      {answer === undefined ? (
        <RequestPending request={{ error: bonuses.error, retry: () => void bonuses.refetch() }} t={t} />
      ) : (
        <>
          {answer.welcome.offer && !running && <WelcomeNotice offer={answer.welcome.offer} lng={lng} t={t} />}
          {running && (
            <section aria-label={t('bonuses.running')}>
              <BonusCard bonus={running} lng={lng} t={t}>
                {running.status === 'wagering' ? (
                  <WagerProgress bonus={running} lng={lng} t={t} />
                ) : (
                  <p className={styles.muted}>{t('bonuses.waiting_for_deposit')}</p>
                )}
                <div className={CARD_CLASS.actions}>
                  {running.status === 'wagering' ? (
                    <a className={BUTTON_CLASS.primary} href={`/${lng}/office/bonuses/wager`}>
                      {t('bonuses.wager_link')}
                    </a>
                  ) : (
                    <a className={BUTTON_CLASS.primary} href={`/${lng}/office/recharge`}>
                      {t('bonuses.deposit_link')}
                    </a>
                  )}
                  <GiveUpButton bonus={running} lng={lng} t={t} onDone={() => void bonuses.refetch()} />
                </div>
              </BonusCard>
            </section>
          )}
          {!running && !answer.welcome.offer && (
            <EmptyState
              title={t('bonuses.none.title')}
              text={t('bonuses.none.text')}
              links={[
                { href: `/${lng}/office/bonuses/deposit`, label: t('office.page.office.bonuses.deposit.heading') },
                { href: `/${lng}/office/promo-code-check`, label: t('office.page.office.promo-code-check.heading') },
              ]}
            />
          )}
          {ended.length > 0 && (
            <section aria-label={t('bonuses.ended')}>
              <h2 className={sharedStyles.total}>{t('bonuses.ended')}</h2>
              <ul className={CARD_CLASS.list}>
                {ended.map((bonus) => (
                  <li key={bonus.id}>
                    <BonusCard bonus={bonus} lng={lng} t={t} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
