import { SegmentedControl } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { LIST_MARKETS } from './list-market';
import type { ListMarket } from './list-market';

/** Result / Total / Handicap: which market the rows of a list show. */
export function MarketSwitcher({
  value,
  onChange,
  t,
}: {
  value: ListMarket;
  onChange: (market: ListMarket) => void;
  t: Translate;
}) {
  return (
    <SegmentedControl
      label={t('betting-board.market.label')}
      value={value}
      onChange={onChange}
      options={LIST_MARKETS.map((market) => ({ value: market, label: t(`betting-board.market.${market}`) }))}
    />
  );
}
