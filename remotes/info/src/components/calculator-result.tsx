import type { Translate } from '@betfront/remote-kit';
import type { CalculatorResult } from '../calculator/coupon-math';
import styles from './calculator.module.css';

function problemText(result: Exclude<CalculatorResult, { problem: null }>, t: Translate): string {
  switch (result.problem) {
    case 'coef':
      return t('info.calculator.problem_coef', { number: result.index + 1 });
    case 'stake':
      return t('info.calculator.problem_stake');
    case 'legs':
      return t('info.calculator.problem_legs', { min: result.min, max: result.max });
    case 'system-size':
      return t('info.calculator.problem_system', { max: result.max });
  }
}

export function CalculatorResultView({ result, t }: { result: CalculatorResult; t: Translate }) {
  if (result.problem !== null) {
    return (
      <p className={styles.problem} role="alert">
        {problemText(result, t)}
      </p>
    );
  }
  return (
    <dl className={styles.result} aria-live="polite">
      <div>
        <dt>{t('info.calculator.total_coef')}</dt>
        <dd>{result.totalCoef}</dd>
      </div>
      <div>
        <dt>{t('info.calculator.possible_win')}</dt>
        <dd>{result.possibleWin}</dd>
      </div>
      {result.minPossibleWin !== null && (
        <>
          <div>
            <dt>{t('info.calculator.min_possible_win')}</dt>
            <dd>{result.minPossibleWin}</dd>
          </div>
          <div>
            <dt>{t('info.calculator.combinations')}</dt>
            <dd>{result.combinations}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
