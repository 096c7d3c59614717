import { TextField } from '@betfront/account-ui/forms';
import type { Form } from '@betfront/account-ui/forms';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { PaymentDirection, PaymentMethod, PaymentMethodsAnswer } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { amountCents, amountProblem, centsText, feeCentsOf, normalisedAmount } from './amount-check';
import { methodFeeText, methodTimeText } from './payment-texts';
import styles from './payments.module.css';

export interface PaymentFormValues {
  methodCode: string;
  amount: string;
  /** The same for the same method and amount: a second click sends the same request again. */
  requestId: string;
}

interface PaymentFormProps {
  direction: PaymentDirection;
  answer: PaymentMethodsAnswer;
  /** The page's call: whether it runs, and the platform's refusal of the last attempt. */
  form: Form;
  t: Translate;
  onSubmit(values: PaymentFormValues): void;
}

function MethodOption({
  method,
  checked,
  onChange,
  t,
}: {
  method: PaymentMethod;
  checked: boolean;
  onChange(): void;
  t: Translate;
}) {
  const limits = t('payments.method.limits', {
    min: formatMoney(method.minAmount, method.currencyIso),
    max: formatMoney(method.maxAmount, method.currencyIso),
  });
  return (
    <label className={styles.method} data-checked={checked}>
      <input type="radio" name="methodCode" value={method.code} checked={checked} onChange={onChange} />
      <span className={styles.methodName}>{t(`payments.method.kind.${method.kind}`)}</span>
      <span className={styles.methodFacts}>
        {limits} · {methodFeeText(method, t)} · {methodTimeText(method.processingMinutes, t)}
      </span>
    </label>
  );
}

/** Choosing a method and an amount, checked as the platform will check them, with the fee shown before sending. */
export function PaymentForm({ direction, answer, form, t, onSubmit }: PaymentFormProps) {
  const [methodCode, setMethodCode] = useState(answer.methods[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const requestId = useMemo(() => (methodCode && amount ? crypto.randomUUID() : ''), [methodCode, amount]);
  const method = answer.methods.find((candidate) => candidate.code === methodCode);
  const problem = method && amount !== '' ? amountProblem(amount, method) : null;
  const fee = method && amount !== '' && problem === null ? feeCentsOf(amount, method) : null;
  const net = fee !== null ? amountCents(normalisedAmount(amount) ?? '0') - fee : null;
  const amountLabel = t('payments.form.amount', { currency: answer.currencyIso });

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t(`payments.${direction}.form_label`)}
      onSubmit={(event) => {
        event.preventDefault();
        const normalised = normalisedAmount(amount);
        if (method && normalised && problem === null) onSubmit({ methodCode, amount: normalised, requestId });
      }}
    >
      <fieldset className={styles.methods}>
        <legend>{t('payments.form.method')}</legend>
        {answer.methods.map((candidate) => (
          <MethodOption
            key={candidate.code}
            method={candidate}
            checked={candidate.code === methodCode}
            onChange={() => setMethodCode(candidate.code)}
            t={t}
          />
        ))}
      </fieldset>
      <div className={styles.amountField}>
        <TextField
          label={amountLabel}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={setAmount}
          error={problem ? t(`payments.error.${problem}`) : form.fieldError('amount', amountLabel)}
        />
      </div>
      {fee !== null && net !== null && (
        <p className={styles.preview}>
          {t(`payments.${direction}.preview`, {
            fee: formatMoney(centsText(fee), answer.currencyIso),
            net: formatMoney(centsText(net), answer.currencyIso),
          })}
        </p>
      )}
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey, form.errorVars)}
        </p>
      )}
      <button
        type="submit"
        className={styles.button}
        disabled={form.pending || !method || amount === '' || problem !== null}
      >
        {t(`payments.${direction}.submit`)}
      </button>
    </HydratedForm>
  );
}
