import type { ClientLimit } from '@betfront/contract/limits';
import { FieldFrame } from '@betfront/account-ui/forms';
import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { balanceText, dateTimeText, limitValueText } from './limit-format';
import { PendingChange } from './pending-change';
import type { LimitChange } from './use-limit-changes';
import styles from './responsible.module.css';
import { CARD_CLASS } from '@betfront/ui';

interface LimitCardProps {
  current: ClientLimit;
  pending: ClientLimit | undefined;
  lng: string;
  t: Translate;
  changes: LimitChange;
}

const isExclusion = (limit: ClientLimit) => limit.type === 'timeOut' || limit.type === 'selfExclusion';

/** The values a select offers: the catalogue's periods, without the "no limit" value (removal has its button). */
function choices(limit: ClientLimit): [string, string][] {
  const values = limit.availableValues ?? [];
  return values.map((value) => [String(value), limit.optionsMap[String(value)] ?? String(value)]);
}

/** One limit: its state, value and what is left, a field to set or change it, removal, and its pending change. */
export function LimitCard({ current, pending, lng, t, changes }: LimitCardProps) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const noLimit = t('responsible.no_limit');
  const isActive = current.limitState === 'ACTIVE';
  const left = isActive ? balanceText(current, lng) : null;
  const isMoney = current.measure === 'money';
  const valueLabel = t(isActive ? 'responsible.new_value' : 'responsible.set_value');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limitValue = Number(value);
    if (value === '' || !Number.isFinite(limitValue)) return;
    void changes.save({ limitType: current.limitType, limitValue });
  };

  return (
    <article className={CARD_CLASS.compact} aria-labelledby={`${fieldId}-title`}>
      <header className={CARD_CLASS.head}>
        <h3 id={`${fieldId}-title`} className={styles.cardTitle}>
          {current.label}
        </h3>
        <span className={isActive ? styles.active : styles.inactive}>
          {t(`responsible.state.${current.limitState}`)}
        </span>
      </header>
      {isActive && (
        <dl className={styles.facts}>
          <dt>{t('responsible.value')}</dt>
          <dd>{limitValueText(current, lng, noLimit)}</dd>
          {left !== null && (
            <>
              <dt>{t(isExclusion(current) ? 'responsible.ends_at' : 'responsible.left')}</dt>
              <dd>{left}</dd>
            </>
          )}
          {current.endsAt !== null && !isExclusion(current) && (
            <>
              <dt>{t('responsible.ends_at')}</dt>
              <dd>{dateTimeText(current.endsAt, lng)}</dd>
            </>
          )}
        </dl>
      )}
      <form className={styles.form} onSubmit={submit}>
        <FieldFrame
          id={fieldId}
          label={valueLabel}
          error={changes.fieldError(current.limitType, 'limitValue', valueLabel)}
        >
          {(control) => (
            <div className={styles.row}>
              {isMoney ? (
                <input
                  {...control}
                  className={styles.input}
                  type="number"
                  inputMode="decimal"
                  min="1"
                  step="0.01"
                  required
                  disabled={pending !== undefined || changes.isBusy}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                />
              ) : (
                <select
                  {...control}
                  className={styles.input}
                  required
                  disabled={pending !== undefined || changes.isBusy}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                >
                  <option value="">{t('responsible.choose')}</option>
                  {choices(current).map(([optionValue, label]) => (
                    <option key={optionValue} value={optionValue}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
              <button type="submit" className={styles.button} disabled={pending !== undefined || changes.isBusy}>
                {t(isActive ? 'responsible.change' : 'responsible.set')}
              </button>
              {isActive && !isExclusion(current) && pending === undefined && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={changes.isBusy}
                  onClick={() => void changes.remove(current.limitType)}
                >
                  {t('responsible.remove')}
                </button>
              )}
            </div>
          )}
        </FieldFrame>
        {isExclusion(current) && <p className={styles.warning}>{t('responsible.exclusion_warning')}</p>}
      </form>
      {pending && <PendingChange pending={pending} lng={lng} t={t} changes={changes} />}
    </article>
  );
}
