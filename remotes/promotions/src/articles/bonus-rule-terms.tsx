import type { BonusRule } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { storedTextStyles } from '@betfront/ui';
import styles from './article-body.module.css';

/** A share or a multiplier as people write it: 100 and 5, not 100.00 and 5.00. */
const plain = (decimal: string) => (decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal);

/** One offer's full terms: the numbers the platform enforces, then the operator's text. */
export function BonusRuleTerms({ rule, t }: { rule: BonusRule; t: Translate }) {
  const caps = Object.entries(rule.caps)
    .map(([currency, cap]) => `${cap} ${currency}`)
    .join(', ');
  const excluded = rule.excludedTypeIds.map((typeId) => t(`promo-articles.rules.coupon_type.${typeId}`)).join(', ');
  const terms: [string, string][] = [
    [t('promo-articles.rules.percent'), t('promo-articles.rules.percent_value', { percent: plain(rule.percent) })],
    [t('promo-articles.rules.caps'), caps],
    [t('promo-articles.rules.wager'), t('promo-articles.rules.wager_value', { times: plain(rule.wagerMultiplier) })],
    [t('promo-articles.rules.min_coef'), rule.minCoef],
    [t('promo-articles.rules.excluded'), excluded || t('promo-articles.rules.excluded_none')],
    [t('promo-articles.rules.valid'), t('promo-articles.rules.valid_value', { days: String(rule.validDays) })],
  ];
  return (
    <div className={styles.body}>
      <div className={storedTextStyles.tableWrap}>
        <table className={storedTextStyles.table}>
          <tbody>
            {terms.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={storedTextStyles.paragraph}>{rule.rules}</p>
    </div>
  );
}
