import type { HuntingAnswer, HuntingTier } from '@betfront/contract/bonus-promotions';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS } from '@betfront/ui';
import { useState } from 'react';
import { ClaimNoticeText } from './claim-notice';
import { claimHuntingTier } from './claim-api';
import styles from './play.module.css';
import { prizeMoney, playDateTime } from './play-format';
import { ProgressBar } from './progress-bar';
import { useClaim } from './use-claim';

interface HuntingProps {
  lng: string;
  hunting: HuntingAnswer;
  t: Translate;
}

function TierCard({
  tier,
  catches,
  lng,
  t,
  busy,
  onClaim,
}: {
  tier: HuntingTier;
  /** The player's catches this week; null for a visitor. */
  catches: number | null;
  lng: string;
  t: Translate;
  busy: boolean;
  onClaim: () => void;
}) {
  const prize =
    tier.prize.amount && tier.prize.currencyIso ? prizeMoney(tier.prize.amount, tier.prize.currencyIso) : null;
  const isReached = catches !== null && catches >= tier.catches;
  return (
    <li className={`${CARD_CLASS.card} ${styles.goal}`} data-done={tier.claimedAt !== null}>
      <h3 className={CARD_CLASS.title}>{tier.label}</h3>
      <p className={styles.line}>{t('promo-play.hunting.tier_catches', { count: tier.catches })}</p>
      {prize && (
        <p className={styles.line}>
          {t('promo-play.hunting.tier_prize', { prize, multiplier: Number(tier.prize.wagerMultiplier).toString() })}
        </p>
      )}
      {catches !== null && (
        <ProgressBar
          label={t('promo-play.hunting.tier_progress_label', { tier: tier.label })}
          text={t('promo-play.hunting.tier_progress', {
            catches: Math.min(catches, tier.catches),
            target: tier.catches,
          })}
          progress={catches}
          target={tier.catches}
        />
      )}
      <div className={styles.actions}>
        {tier.claimedAt !== null ? (
          <span className={styles.strong}>
            {t('promo-play.hunting.collected', { time: playDateTime(tier.claimedAt, lng) })}
          </span>
        ) : isReached ? (
          <button type="button" className={BUTTON_CLASS.primary} disabled={busy} onClick={onClaim}>
            {t('promo-play.hunting.collect', { tier: tier.label })}
          </button>
        ) : catches !== null ? (
          <span className={styles.muted}>{t('promo-play.hunting.to_go', { count: tier.catches - catches })}</span>
        ) : null}
      </div>
    </li>
  );
}

function Leaders({ hunting, t }: { hunting: HuntingAnswer; t: Translate }) {
  if (hunting.leaders.length === 0) {
    return <p className={styles.line}>{t('promo-play.hunting.no_leaders', { coef: hunting.minCoef })}</p>;
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('promo-play.hunting.rank')}</th>
          <th scope="col">{t('promo-play.hunting.player')}</th>
          <th scope="col">{t('promo-play.hunting.catches')}</th>
          <th scope="col">{t('promo-play.hunting.points')}</th>
        </tr>
      </thead>
      <tbody>
        {hunting.leaders.map((leader) => (
          <tr key={`${leader.rank}-${leader.name}`} data-me={leader.isMe}>
            <td>{leader.rank}</td>
            <td>{leader.isMe ? t('promo-play.hunting.you', { name: leader.name }) : leader.name}</td>
            <td>{leader.catches}</td>
            <td>{leader.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Hunting and fishing, a weekly promotion over the player's bets: a coupon won at the promotion's odds or more
 * is a catch; catches rank the players and unlock tiers, each collected once a week as bonus money.
 */
export function HuntingSeason({ lng, hunting: loaded, t }: HuntingProps) {
  const [hunting, setHunting] = useState(loaded);
  const { busy, notice, claim } = useClaim();
  const onClaim = (tier: number) =>
    void claim(
      String(tier),
      async () => setHunting((await claimHuntingTier(tier, lng)).hunting),
      'promo-play.hunting.paid',
    );
  const { me } = hunting;
  return (
    <>
      <ul className={styles.rules}>
        <li>
          {t('promo-play.hunting.rule.week', {
            start: playDateTime(hunting.weekStart, lng),
            end: playDateTime(hunting.weekEnd, lng),
          })}
        </li>
        <li>{t('promo-play.hunting.rule.catch', { coef: hunting.minCoef })}</li>
        <li>{t('promo-play.hunting.rule.tiers')}</li>
        <li>{t('promo-play.hunting.rule.rank')}</li>
      </ul>
      <section className={styles.section} aria-labelledby="hunting-standing">
        <h2 id="hunting-standing">{t('promo-play.hunting.standing')}</h2>
        {me ? (
          <div className={styles.standing}>
            <p className={styles.figure}>
              <span className={styles.muted}>{t('promo-play.hunting.my_catches')}</span>
              <strong>{me.catches}</strong>
            </p>
            <p className={styles.figure}>
              <span className={styles.muted}>{t('promo-play.hunting.my_rank')}</span>
              <strong>{me.rank ?? '—'}</strong>
            </p>
            <p className={styles.figure}>
              <span className={styles.muted}>{t('promo-play.hunting.points')}</span>
              <strong>{me.points}</strong>
            </p>
          </div>
        ) : (
          <p className={styles.line}>
            <a href={`/${lng}/user/login`}>{t('promo-play.hunting.login')}</a>
          </p>
        )}
        <ClaimNoticeText notice={notice} lng={lng} t={t} />
        <ul className={CARD_CLASS.grid} aria-label={t('promo-play.hunting.tiers')}>
          {hunting.tiers.map((tier) => (
            <TierCard
              key={tier.tier}
              tier={tier}
              catches={me?.catches ?? null}
              lng={lng}
              t={t}
              busy={busy !== null}
              onClaim={() => onClaim(tier.tier)}
            />
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="hunting-leaders">
        <h2 id="hunting-leaders">{t('promo-play.hunting.leaders')}</h2>
        <Leaders hunting={hunting} t={t} />
        <p className={styles.line}>
          <a href={`/${lng}/line`}>{t('promo-play.hunting.to_line')}</a>
        </p>
      </section>
    </>
  );
}
