import type { BettingAward } from '@betfront/contract/bonus-promotions';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS } from '@betfront/ui';
import { useState } from 'react';
import { ClaimNoticeText } from './claim-notice';
import { claimAward } from './claim-api';
import styles from './play.module.css';
import { prizeMoney, playDateTime } from './play-format';
import { ProgressBar } from './progress-bar';
import { useClaim } from './use-claim';

interface AwardsProps {
  lng: string;
  awards: BettingAward[];
  isPlayer: boolean;
  t: Translate;
}

/** The measure's value as the award counts it: coupons, or odds with two places. */
const measureValue = (award: BettingAward, value: string) =>
  award.measure === 'odds' ? value : String(Math.floor(Number(value)));

function AwardCard({
  award,
  lng,
  isPlayer,
  t,
  onClaim,
  busy,
}: {
  award: BettingAward;
  lng: string;
  isPlayer: boolean;
  t: Translate;
  onClaim: () => void;
  busy: boolean;
}) {
  const target = measureValue(award, award.target);
  // Past the target the award is reached: the count stops there, as the bar does.
  const isReached = award.progress !== null && Number(award.progress) >= Number(award.target);
  const progress = award.progress === null ? null : isReached ? target : measureValue(award, award.progress);
  const prize =
    award.prize.amount && award.prize.currencyIso ? prizeMoney(award.prize.amount, award.prize.currencyIso) : null;
  return (
    <li className={`${CARD_CLASS.card} ${styles.goal}`} data-done={award.claimedAt !== null}>
      <h2 className={CARD_CLASS.title}>{award.title}</h2>
      <p className={styles.muted}>{t(`promo-play.awards.measure.${award.measure}`, { target })}</p>
      {prize && (
        <p className={styles.line}>
          {t('promo-play.awards.prize', { prize, multiplier: Number(award.prize.wagerMultiplier).toString() })}
        </p>
      )}
      {progress !== null && (
        <>
          <ProgressBar
            label={t('promo-play.awards.progress_label', { award: award.title })}
            text={t('promo-play.awards.progress', { progress, target })}
            progress={Number(award.progress)}
            target={Number(award.target)}
          />
          <p className={styles.muted}>{t('promo-play.awards.progress', { progress, target })}</p>
        </>
      )}
      <div className={styles.actions}>
        {award.claimedAt !== null ? (
          <span className={styles.strong}>
            {t('promo-play.awards.claimed', { time: playDateTime(award.claimedAt, lng) })}
          </span>
        ) : isPlayer && award.isEarned ? (
          <button type="button" className={BUTTON_CLASS.primary} disabled={busy} onClick={onClaim}>
            {t('promo-play.awards.claim', { award: award.title })}
          </button>
        ) : isPlayer ? (
          <span className={styles.muted}>{t('promo-play.awards.not_earned')}</span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The betting awards: each earned by the player's settled coupons (a count, a run of wins, a win at high odds),
 * its progress, and the claim that pays its prize once as bonus money.
 */
export function BettingAwards({ lng, awards: loaded, isPlayer, t }: AwardsProps) {
  const [awards, setAwards] = useState(loaded);
  const { busy, notice, claim } = useClaim();
  const onClaim = (code: string) =>
    void claim(
      code,
      async () => {
        const { award } = await claimAward(code, lng);
        setAwards((current) => current.map((one) => (one.code === code ? award : one)));
      },
      'promo-play.awards.paid',
    );
  return (
    <>
      <ul className={styles.rules}>
        <li>{t('promo-play.awards.rule.count')}</li>
        <li>{t('promo-play.awards.rule.once')}</li>
        <li>{t('promo-play.awards.rule.wager')}</li>
      </ul>
      {!isPlayer && (
        <p className={styles.line}>
          <a href={`/${lng}/user/login`}>{t('promo-play.awards.login')}</a>
        </p>
      )}
      <ClaimNoticeText notice={notice} lng={lng} t={t} />
      <section className={styles.section} aria-label={t('promo-play.awards.list')}>
        <ul className={CARD_CLASS.grid}>
          {awards.map((award) => (
            <AwardCard
              key={award.code}
              award={award}
              lng={lng}
              isPlayer={isPlayer}
              t={t}
              busy={busy !== null}
              onClaim={() => onClaim(award.code)}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
