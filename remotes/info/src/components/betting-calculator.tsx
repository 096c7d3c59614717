import { HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { legLimits, quoteCoupon } from '../calculator/coupon-math';
import type { CalculatorKind } from '../calculator/coupon-math';
import { CalculatorLegs } from './calculator-legs';
import type { CalculatorLeg } from './calculator-legs';
import { CalculatorResultView } from './calculator-result';
import styles from './calculator.module.css';

const KINDS: readonly CalculatorKind[] = ['single', 'express', 'system'];
const EXAMPLE_COEFS = ['1.50', '2.00', '1.80'];

interface CalculatorState {
  kind: CalculatorKind;
  legs: CalculatorLeg[];
  nextId: number;
  stake: string;
  systemSize: number;
}

const initialState: CalculatorState = {
  kind: 'express',
  legs: EXAMPLE_COEFS.map((coef, id) => ({ id, coef })),
  nextId: EXAMPLE_COEFS.length,
  stake: '10',
  systemSize: 2,
};

/** Keeps the legs within what the coupon type takes and the system size below the number of legs. */
function withKind(state: CalculatorState, kind: CalculatorKind): CalculatorState {
  const { min, max } = legLimits(kind);
  let { legs, nextId } = state;
  legs = legs.slice(0, max);
  while (legs.length < min) {
    legs = [...legs, { id: nextId, coef: '' }];
    nextId += 1;
  }
  return { ...state, kind, legs, nextId, systemSize: Math.min(Math.max(state.systemSize, 2), legs.length - 1) };
}

/** The betting calculator: coupon type, legs with their coefficients and a stake give the total coef and win. */
export function BettingCalculator({ t }: { t: Translate }) {
  const [state, setState] = useState(initialState);
  const { min, max } = legLimits(state.kind);
  const result = quoteCoupon({
    kind: state.kind,
    coefs: state.legs.map((leg) => leg.coef),
    stake: state.stake,
    systemSize: state.systemSize,
  });
  const systemSizes = Array.from({ length: Math.max(state.legs.length - 2, 0) }, (_, index) => index + 2);

  return (
    <HydratedForm
      className={styles.calculator}
      aria-label={t('info.calculator.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('info.calculator.kind')}</legend>
        <div className={styles.kinds}>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name="calculator-kind"
                value={kind}
                checked={state.kind === kind}
                onChange={() => setState((current) => withKind(current, kind))}
              />
              {t(`info.calculator.kind_${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <CalculatorLegs
        legs={state.legs}
        canAdd={state.legs.length < max}
        canRemove={state.legs.length > min}
        invalidIndex={result.problem === 'coef' ? result.index : null}
        onChange={(id, coef) =>
          setState((current) => ({
            ...current,
            legs: current.legs.map((leg) => (leg.id === id ? { ...leg, coef } : leg)),
          }))
        }
        onAdd={() =>
          setState((current) => ({
            ...current,
            legs: [...current.legs, { id: current.nextId, coef: '' }],
            nextId: current.nextId + 1,
          }))
        }
        onRemove={(id) =>
          setState((current) =>
            withKind({ ...current, legs: current.legs.filter((leg) => leg.id !== id) }, current.kind),
          )
        }
        t={t}
      />
      {state.kind === 'system' && (
        <label className={styles.field}>
          <span>{t('info.calculator.system_size')}</span>
          <select
            className={styles.input}
            value={state.systemSize}
            onChange={(event) => setState((current) => ({ ...current, systemSize: Number(event.target.value) }))}
          >
            {systemSizes.map((size) => (
              <option key={size} value={size}>
                {t('info.calculator.system_option', { k: size, n: state.legs.length })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        <span>{t('info.calculator.stake')}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={state.stake}
          aria-invalid={result.problem === 'stake'}
          onChange={(event) => setState((current) => ({ ...current, stake: event.target.value }))}
        />
      </label>
      <CalculatorResultView result={result} t={t} />
    </HydratedForm>
  );
}
