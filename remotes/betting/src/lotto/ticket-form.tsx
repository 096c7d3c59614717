import type { Dispatch, SetStateAction } from 'react';
import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { buyTicket } from './lotto-api';
import { lottoErrorText } from './lotto-error-text';
import { drawTime, lottoMoney, timeLeft } from './lotto-format';
import styles from './lotto.module.css';
import { dealCard } from './bingo-deal';
import { BingoPicker } from './bingo-picker';
import { NumberPicker } from './number-picker';
import { PurchaseControls, usePurchase } from './purchase';
import { quoteTicket } from './ticket-price';
import { CARD_CLASS } from '@betfront/ui';

export interface TicketFormProps {
  lottery: Lottery;
  lng: string;
  t: Translate;
  now: number;
  isLoggedIn: boolean;
  /** The numbers picked, kept by the page (the prize table beside follows a keno ticket's count). */
  picked: ReadonlySet<number>;
  setPicked: Dispatch<SetStateAction<ReadonlySet<number>>>;
  /** After a purchase: the page reads the tickets and the lottery again. */
  onBought(): void;
  /** After a refusal: the page reads the lottery again (its draw on sale may have moved on). */
  onRefused(): void;
}

/** Numbers picked on the grid or at random, the combinations and stake they make, and the purchase. */
export function TicketForm(props: TicketFormProps) {
  const { lottery, lng, t, now, isLoggedIn, picked, setPicked, onBought, onRefused } = props;
  const { isBusy, outcome, purchase, forgetOutcome } = usePurchase({
    onBought,
    onRefused,
    errorText: (error) => lottoErrorText(error, t),
  });
  const quote = quoteTicket(lottery, picked.size);
  const money = (amount: string) => lottoMoney(amount, lottery.currencyIso);
  const draw = lottery.nextDraw;
  const isClosed = draw === null || Date.parse(draw.closesAt) <= now;

  function pick(numbers: ReadonlySet<number>) {
    forgetOutcome();
    setPicked(numbers);
  }

  const buy = (drawId: number) =>
    purchase(async () => {
      const { ticket, balance } = await buyTicket({
        requestId: crypto.randomUUID(),
        drawId,
        numbers: [...picked],
        stake: quote.stake,
      });
      // The next ticket starts empty; a bingo player is dealt the next card at once.
      setPicked(new Set(lottery.kind === 'bingo' ? dealCard() : []));
      return t('lotto.bought', { id: ticket.id, balance: lottoMoney(balance, ticket.currencyIso) });
    });

  return (
    <section className={`${CARD_CLASS.card} ${styles.form}`} aria-labelledby="lotto-ticket-heading">
      <h2 id="lotto-ticket-heading" className={styles.sectionTitle}>
        {t('lotto.ticket_heading')}
      </h2>
      <p className={styles.muted}>
        {draw
          ? `${t('lotto.draw_line', { time: drawTime(draw.drawAt, lng) })} ${t('lotto.closes_in', { time: timeLeft(draw.closesAt, now) })}`
          : t('lotto.next_draw_soon')}
      </p>
      {lottery.kind === 'bingo' ? (
        <BingoPicker card={[...picked]} onDeal={(card) => pick(new Set(card))} t={t} />
      ) : (
        <NumberPicker lottery={lottery} picked={picked} onPick={pick} t={t} />
      )}
      <div className={styles.checkout}>
        <dl className={styles.summary} aria-live="polite">
          {lottery.kind !== 'bingo' && (
            <div>
              <dt>{t('lotto.picked')}</dt>
              <dd>{t('lotto.picked_of', { picked: picked.size, max: lottery.maxPick })}</dd>
            </div>
          )}
          <div>
            <dt>{t('lotto.combinations')}</dt>
            <dd data-testid="lotto-combinations">{quote.combinations}</dd>
          </div>
          <div>
            <dt>{t('lotto.stake')}</dt>
            <dd data-testid="lotto-stake">{money(quote.stake)}</dd>
          </div>
        </dl>
        {quote.isAboveMaximum && <p className={styles.error}>{t('lotto.error.stake_above_maximum')}</p>}
        <PurchaseControls
          isLoggedIn={isLoggedIn}
          lng={lng}
          buyLabel={
            picked.size < lottery.pickCount
              ? t('lotto.pick_more', { count: lottery.pickCount - picked.size })
              : t('lotto.buy', { stake: money(quote.stake) })
          }
          loginLabel={t('lotto.login_to_buy')}
          disabled={!quote.isComplete || isBusy || isClosed}
          onBuy={() => void (draw && buy(draw.id))}
          outcome={outcome}
          classes={{ button: styles.buy, error: styles.error, done: styles.done }}
        />
      </div>
    </section>
  );
}
