import { TextField, useForm } from '@betfront/account-ui/forms';
import { useId, useState } from 'react';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { cashOutSaleBodySchema } from '@betfront/contract/cash-out';
import { COUPON_SETTINGS_STORAGE_KEY, cashOutShare, storedChangeCoefAction } from '@betfront/coupon';
import { browserLocalStorage, useNow } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { VISUALLY_HIDDEN_CLASS } from '@betfront/ui';
import { formatMoney } from '../bet-format';
import { AddToBetForm } from './add-to-bet-form';
import { AutoSaleForm } from './auto-sale-form';
import { requestCashOutQuote, sellCoupon } from './cash-out-api';
import styles from './cash-out.module.css';
import { SaleValue } from './sale-value';
import { saleErrorMessage } from './sale-error-message';
import { PartsList } from './parts-list';
import { SalesList } from './sales-list';
import { WhyNotList } from './why-not-list';

export interface CashOutPanelProps {
  coupon: PlacedCoupon;
  /** The coupon's offer as last polled; null until the first answer. */
  offer: CashOutOffer | null;
  lng: string;
  t: Translate;
  /** After a sale, an addition or a change of the automatic sale: the page reloads the coupon and its offer. */
  onSold(): void;
}

interface Confirmation {
  requestId: string;
  quoteId: string;
  stakePart: string | undefined;
  amount: string;
  expiresAt: number;
}

type Step = { kind: 'choose' } | { kind: 'confirm'; sale: Confirmation };

const STAKE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const half = (stake: string) => cashOutShare(stake, '1.00', '2.00');

function readChangeCoefAction() {
  try {
    return storedChangeCoefAction(browserLocalStorage().getItem(COUPON_SETTINGS_STORAGE_KEY));
  } catch {
    return storedChangeCoefAction(null);
  }
}

/** Seconds left until `at`, counted down every second while shown. */
function useSecondsLeft(at: number | null): number {
  const now = useNow(at !== null);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The sale of a coupon on its powerbet page: its value now (moving with the prices), the choice of all or part
 * of the stake in play, the quote to confirm before it expires, the sales made and why it cannot be sold; and
 * stake added to it (add to bet), part by part.
 */
export function CashOutPanel({ coupon, offer, lng, t, onSold }: CashOutPanelProps) {
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [isPart, setIsPart] = useState(false);
  const [part, setPart] = useState<string | null>(null);
  const [soldText, setSoldText] = useState('');
  const form = useForm((error) => saleErrorMessage(error, offer?.currencyIso ?? coupon.currencyIso), t);
  const secondsLeft = useSecondsLeft(step.kind === 'confirm' ? step.sale.expiresAt : null);
  if (offer === null) return null;
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  const stakePart = part ?? half(offer.liveStake);
  const isPartValid =
    STAKE_PATTERN.test(stakePart) && Number(stakePart) > 0 && Number(stakePart) <= Number(offer.liveStake);

  const partLabel = t('cashout.part_label', { max: money(offer.liveStake) });

  async function ask(value: string) {
    setSoldText('');
    const quote = await form.run(() => requestCashOutQuote(coupon.id));
    if (quote) {
      const sold = isPart ? stakePart : undefined;
      const amount =
        sold === undefined
          ? (quote.offer.value ?? value)
          : cashOutShare(quote.offer.value ?? value, sold, quote.offer.liveStake);
      setStep({
        kind: 'confirm',
        sale: {
          requestId: crypto.randomUUID(),
          quoteId: quote.quoteId,
          stakePart: sold,
          amount,
          expiresAt: Date.parse(quote.expiresAt),
        },
      });
    }
  }

  async function confirm(sale: Confirmation) {
    const body = {
      requestId: sale.requestId,
      quoteId: sale.quoteId,
      ...(sale.stakePart === undefined ? {} : { stakePart: sale.stakePart }),
      changeCoefAction: readChangeCoefAction(),
    };
    const answer = await form.submit({ schema: cashOutSaleBodySchema, body }, (checked) =>
      sellCoupon(coupon.id, checked),
    );
    setStep({ kind: 'choose' });
    if (answer) {
      setPart(null);
      setSoldText(t('cashout.sold_for', { amount: money(answer.sale.amount) }));
    }
    onSold();
  }

  const message = form.errorKey ? t(form.errorKey, form.errorVars) : soldText;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="cash-out-panel">
      <h3 id={headingId} className={styles.subheading}>
        {t('cashout.heading')}
      </h3>
      {offer.value !== null && (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('cashout.value')}</dt>
              <dd>
                <SaleValue value={offer.value} currencyIso={offer.currencyIso} />
              </dd>
            </div>
            <div>
              <dt>{t('cashout.in_play')}</dt>
              <dd>{money(offer.liveStake)}</dd>
            </div>
            <div>
              <dt>{t('cashout.live_possible_win')}</dt>
              <dd>{money(offer.livePossibleWin)}</dd>
            </div>
          </dl>
          {step.kind === 'confirm' ? (
            <div className={styles.confirm} role="group" aria-label={t('cashout.confirm_title')}>
              <p className={styles.note}>
                {secondsLeft > 0
                  ? t('cashout.confirm_text', {
                      part: money(step.sale.stakePart ?? offer.liveStake),
                      amount: money(step.sale.amount),
                      seconds: secondsLeft,
                    })
                  : t('cashout.error.quote_expired')}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={secondsLeft === 0 || form.pending}
                  onClick={() => void confirm(step.sale)}
                >
                  {t('cashout.confirm')}
                </button>
                <button type="button" className={styles.secondary} onClick={() => setStep({ kind: 'choose' })}>
                  {t('cashout.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <form
              className={styles.choose}
              onSubmit={(event) => {
                event.preventDefault();
                if (offer.value !== null && (!isPart || isPartValid)) void ask(offer.value);
              }}
            >
              <fieldset className={styles.choice}>
                <legend className={VISUALLY_HIDDEN_CLASS}>{t('cashout.how_much')}</legend>
                <label>
                  <input type="radio" name={`${headingId}-part`} checked={!isPart} onChange={() => setIsPart(false)} />{' '}
                  {t('cashout.full')}
                </label>
                <label>
                  <input type="radio" name={`${headingId}-part`} checked={isPart} onChange={() => setIsPart(true)} />{' '}
                  {t('cashout.part')}
                </label>
              </fieldset>
              {isPart && (
                <div className={styles.partField}>
                  <TextField
                    label={partLabel}
                    inputMode="decimal"
                    value={stakePart}
                    onChange={(typed) => setPart(typed.replace(',', '.'))}
                    error={
                      isPartValid
                        ? form.fieldError('stakePart', partLabel)
                        : t('form_field_invalid', { field: partLabel })
                    }
                    hint={
                      isPartValid
                        ? t('cashout.receive', {
                            amount: money(cashOutShare(offer.value, stakePart, offer.liveStake)),
                          })
                        : undefined
                    }
                  />
                </div>
              )}
              <button type="submit" className={styles.primary} disabled={form.pending || (isPart && !isPartValid)}>
                {isPart && isPartValid
                  ? t('cashout.sell_for', { amount: money(cashOutShare(offer.value, stakePart, offer.liveStake)) })
                  : t('cashout.sell_for', { amount: money(offer.value) })}
              </button>
            </form>
          )}
          <AutoSaleForm
            couponId={coupon.id}
            offer={offer}
            stakePart={isPart && isPartValid ? stakePart : undefined}
            t={t}
            onChanged={onSold}
          />
          {offer.maxSaleValue !== null && (
            <p className={styles.note}>{t('cashout.max', { amount: money(offer.maxSaleValue) })}</p>
          )}
        </>
      )}
      {offer.value === null && !offer.reasons.includes('coupon_closed') && (
        <WhyNotList coupon={coupon} offer={offer} t={t} />
      )}
      <p className={styles.message} role="status">
        {message}
      </p>
      <AddToBetForm
        couponId={coupon.id}
        offer={offer}
        t={t}
        changeCoefAction={readChangeCoefAction}
        onAdded={onSold}
        coefViewId={coupon.coefViewId}
      />
      <PartsList coupon={coupon} offer={offer} lng={lng} t={t} />
      <SalesList offer={offer} lng={lng} t={t} />
    </section>
  );
}
