import { TextField, useForm } from '@betfront/account-ui/forms';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { PromoRedemption } from '@betfront/contract/bonuses';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { bonusErrorKey, promoCodeRequest, redeemPromoCode } from './bonuses-api';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';

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
  const [code, setCode] = useState(data.vars.promocode ?? '');
  const [redemption, setRedemption] = useState<PromoRedemption | null>(null);
  const form = useForm(bonusErrorKey, t);
  const label = t('bonuses.promo.label');
  const submit = async () => {
    setRedemption(null);
    const answer = await form.submit(promoCodeRequest(code, lng), redeemPromoCode);
    if (answer) setRedemption(answer.redemption);
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
        <TextField
          label={label}
          name="promocode"
          value={code}
          onChange={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={32}
          error={form.fieldError('code', label)}
        />
        <button type="submit" className={BUTTON_CLASS.primary} disabled={form.pending || code.trim() === ''}>
          {t('bonuses.promo.submit')}
        </button>
      </HydratedForm>
      <p className={styles.muted}>{t('bonuses.promo.hint')}</p>
      {form.errorKey && (
        <p role="alert" className={styles.result} data-tone="danger">
          {t(form.errorKey)}
        </p>
      )}
      {redemption && (
        <p role="status" className={styles.result} data-tone="success">
          <PromoSuccessText redemption={redemption} t={t} />{' '}
          {redemption.bonusId !== null && <a href={`/${lng}/office/bonuses`}>{t('bonuses.open_bonus')}</a>}
        </p>
      )}
    </div>
  );
}
