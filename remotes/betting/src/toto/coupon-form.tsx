import { useState } from 'react';
import type { TotoDraw } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { drawTime, lottoMoney, timeLeft } from '../lotto/lotto-format';
import { PurchaseControls, usePurchase } from '../lotto/purchase';
import styles from './toto.module.css';
import { buyCoupon } from './toto-api';
import { totoErrorText } from './toto-error-text';
import { emptyPicks, OUTCOMES, quickPicks, quoteCoupon, toggle } from './toto-picks';
import type { Picks } from './toto-picks';

interface FormProps {
  draw: TotoDraw;
  lng: string;
  t: Translate;
  now: number;
  isLoggedIn: boolean;
  onBought(): void;
  onRefused(): void;
}

/** The draw's 15 games with 1, X and 2 to pick (several a game multiply the variants), the price and the purchase. */
export function CouponForm({ draw, lng, t, now, isLoggedIn, onBought, onRefused }: FormProps) {
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(draw.games.length));
  const { isBusy, outcome, purchase, forgetOutcome } = usePurchase({
    onBought,
    onRefused,
    errorText: (error) => totoErrorText(error, t),
  });
  const quote = quoteCoupon(draw, picks);
  const money = (amount: string) => lottoMoney(amount, draw.currencyIso);
  const isClosed = Date.parse(draw.closesAt) <= now;

  function choose(next: Picks) {
    forgetOutcome();
    setPicks(next);
  }

  const buy = () =>
    purchase(async () => {
      const { coupon, balance } = await buyCoupon({
        requestId: crypto.randomUUID(),
        drawId: draw.id,
        picks: [...picks],
        stake: quote.stake,
      });
      setPicks(emptyPicks(draw.games.length));
      return t('toto.bought', { id: coupon.id, balance: money(balance) });
    });

  return (
    <section className={styles.panel} aria-labelledby={`toto-coupon-${draw.id}`}>
      <h2 id={`toto-coupon-${draw.id}`} className={styles.title}>
        {t('toto.coupon_heading', { id: draw.id })}
      </h2>
      <p className={styles.muted}>
        {isClosed
          ? t('toto.closed')
          : t('toto.closes', { time: drawTime(draw.closesAt, lng), left: timeLeft(draw.closesAt, now) })}
      </p>
      <ol className={styles.games} aria-label={t('toto.games_label')}>
        {draw.games.map((game, index) => (
          <li key={game.position} className={styles.game}>
            <span className={styles.position}>{game.position}</span>
            <span className={styles.fixture}>
              <strong>
                {game.home} — {game.away}
              </strong>
              <span className={styles.muted}>
                {game.champ}, {drawTime(game.startAt, lng)}
              </span>
            </span>
            <span
              className={styles.toggles}
              role="group"
              aria-label={t('toto.pick_label', { position: game.position })}
            >
              {OUTCOMES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={styles.toggle}
                  aria-pressed={picks[index]?.includes(option) ?? false}
                  onClick={() => choose(picks.map((pick, at) => (at === index ? toggle(pick, option) : pick)))}
                >
                  {option}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={() => choose(quickPicks(draw.games.length))}>
          {t('toto.quick_pick')}
        </button>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={() => choose(emptyPicks(draw.games.length))}>
          {t('toto.clear')}
        </button>
      </div>
      <dl className={styles.summary} aria-live="polite">
        <div>
          <dt>{t('toto.variants')}</dt>
          <dd data-testid="toto-variants">{quote.variants}</dd>
        </div>
        <div>
          <dt>{t('toto.variant_price')}</dt>
          <dd>{money(draw.variantPrice)}</dd>
        </div>
        <div>
          <dt>{t('toto.stake')}</dt>
          <dd data-testid="toto-stake">{money(quote.stake)}</dd>
        </div>
      </dl>
      {quote.isAboveMaximum && <p className={styles.error}>{t('toto.error.variants_above_maximum')}</p>}
      <PurchaseControls
        isLoggedIn={isLoggedIn}
        lng={lng}
        buyLabel={
          quote.isComplete
            ? t('toto.buy', { stake: money(quote.stake) })
            : t('toto.pick_all', { count: picks.filter((pick) => pick === '').length })
        }
        loginLabel={t('toto.login_to_play')}
        disabled={!quote.isComplete || quote.isAboveMaximum || isBusy || isClosed}
        onBuy={() => void buy()}
        outcome={outcome}
        classes={{ error: styles.error, done: styles.done }}
      />
    </section>
  );
}
