import { formatMoney } from '@betfront/account-ui/wallet';
import type { PromoRedemption } from '@betfront/contract/bonuses';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useId, useState } from 'react';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { bonusErrorText, redeemPromoCode } from './bonuses-api';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';

type Outcome = { tone: 'success'; redemption: PromoRedemption } | { tone: 'danger'; text: string };

function PromoSuccessText({ redemption, t }: { redemption: PromoRedemption; t: Translate }) {
  if (redemption.amount === null) return t('bonuses.promo.unlocked', { title: redemption.title });
  const amount = formatMoney(redemption.amount, redemption.currencyIso ?? '');
  return redemption.kind === 'free_bet'
    ? t('bonuses.promo.free_bet', { amount })
    : t('bonuses.promo.credited', { amount, title: redemption.title });
}

/** Checks a promo code and applies it: bonus money to wager, a free bet, or a deposit offer for the next deposit. */
export function PromoCheckBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const inputId = useId();
  const [code, setCode] = useState(data.vars.promocode ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async () => {
    setIsBusy(true);
    setOutcome(null);
    try {
      const answer = await redeemPromoCode(code, lng);
      setOutcome({ tone: 'success', redemption: answer.redemption });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: bonusErrorText(failure, t) });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className={sharedStyles.page}>
      <BonusNav lng={lng} routeName={ctx.route.name} t={t} />
      <HydratedForm
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={sharedStyles.field}>
          <label htmlFor={inputId}>{t('bonuses.promo.label')}</label>
          <input
            id={inputId}
            name="promocode"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={32}
          />
        </div>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={isBusy || code.trim() === ''}>
          {t('bonuses.promo.submit')}
        </button>
      </HydratedForm>
      <p className={styles.muted}>{t('bonuses.promo.hint')}</p>
      {outcome?.tone === 'danger' && (
        <p role="alert" className={styles.result} data-tone="danger">
          {outcome.text}
        </p>
      )}
      {outcome?.tone === 'success' && (
        <p role="status" className={styles.result} data-tone="success">
          <PromoSuccessText redemption={outcome.redemption} t={t} />{' '}
          {outcome.redemption.bonusId !== null && <a href={`/${lng}/office/bonuses`}>{t('bonuses.open_bonus')}</a>}
        </p>
      )}
    </div>
  );
}
