import type { BonusRule } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { ArticleCards, EmptyState } from '@betfront/ui';
import type { BonusFamily } from '../promotions-catalog';

/** Every published offer, each leading to its full terms under the page's own path family. */
export function BonusRulesList(props: { lng: string; family: BonusFamily; rules: BonusRule[]; t: Translate }) {
  const { lng, family, rules, t } = props;
  if (rules.length === 0) {
    return (
      <EmptyState
        title={t('promo-articles.rules.none.title')}
        text={t('promo-articles.rules.none.text')}
        action={{ href: `/${lng}/promo`, label: t('promo-articles.none.action') }}
      />
    );
  }
  const cards = rules.map((rule) => ({
    href: `/${lng}/${family}/rules/${rule.code}`,
    title: rule.title,
    summary: rule.rules,
    meta: t(`promo-articles.rules.kind.${rule.kind}`),
  }));
  return <ArticleCards label={t('promo-articles.rules.list_label')} cards={cards} />;
}
