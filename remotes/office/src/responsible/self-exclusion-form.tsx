import type { ClientLimit } from '@betfront/contract/limits';
import { FieldFrame } from '@betfront/account-ui/forms';
import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { dateTimeText } from './limit-format';
import type { SelfExcludeReason } from './responsible-api';
import type { LimitChange } from './use-limit-changes';
import styles from './responsible.module.css';

interface SelfExclusionFormProps {
  current: ClientLimit;
  reasons: SelfExcludeReason[];
  lng: string;
  t: Translate;
  changes: LimitChange;
}

/** Self-exclusion (type 30): a period and a reason; once it starts it cannot be cancelled or shortened. */
export function SelfExclusionForm({ current, reasons, lng, t, changes }: SelfExclusionFormProps) {
  const id = useId();
  const [period, setPeriod] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [isUnderstood, setIsUnderstood] = useState(false);

  if (current.limitState === 'ACTIVE') {
    return (
      <p className={styles.warning} role="status">
        {current.endsAt === null
          ? t('responsible.self_exclusion.forever')
          : t('responsible.self_exclusion.until', { date: dateTimeText(current.endsAt, lng) })}
      </p>
    );
  }

  const periodLabel = t('responsible.self_exclusion.period');
  const reasonLabel = t('responsible.self_exclusion.reason');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (period === '' || reasonId === '' || !isUnderstood) return;
    void changes.save({ limitType: current.limitType, limitValue: Number(period), reasonId: Number(reasonId) });
  };

  return (
    <form className={styles.exclusion} onSubmit={submit}>
      <FieldFrame
        id={`${id}-period`}
        label={periodLabel}
        error={changes.fieldError(current.limitType, 'limitValue', periodLabel)}
      >
        {(control) => (
          <select
            {...control}
            className={styles.input}
            required
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          >
            <option value="">{t('responsible.choose')}</option>
            {(current.availableValues ?? []).map((value) => (
              <option key={value} value={value}>
                {current.optionsMap[String(value)] ?? value}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        id={`${id}-reason`}
        label={reasonLabel}
        error={changes.fieldError(current.limitType, 'reasonId', reasonLabel)}
      >
        {(control) => (
          <select
            {...control}
            className={styles.input}
            required
            value={reasonId}
            onChange={(event) => setReasonId(event.target.value)}
          >
            <option value="">{t('responsible.choose')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.title}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {period !== '' && <p className={styles.warning}>{t('responsible.self_exclusion_warning')}</p>}
      <label className={styles.choice}>
        <input type="checkbox" checked={isUnderstood} onChange={(event) => setIsUnderstood(event.target.checked)} />
        {t('responsible.self_exclusion.understood')}
      </label>
      <button type="submit" className={styles.danger} disabled={!isUnderstood || changes.isBusy}>
        {t('responsible.self_exclusion.start')}
      </button>
    </form>
  );
}
