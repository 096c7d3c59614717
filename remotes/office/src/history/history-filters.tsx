import { betStatusLabel } from '@betfront/bet-views';
import type { Translate } from '@betfront/remote-kit';
import { DateRangeFields, FilterForm, SelectField } from '../shared/filter-form';
import type { HistoryFilter } from './history-filter';

// 7: sold back in full (cash out).
const STATUS_IDS = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7] as const;

interface HistoryFiltersProps {
  action: string;
  filter: HistoryFilter;
  lng: string;
  /** Reads the office's texts and those of the `bets` dictionary. */
  t: Translate;
}

/** The coupons' dates and status. */
export function HistoryFilters({ action, filter, lng, t }: HistoryFiltersProps) {
  const statuses = STATUS_IDS.map((statusId) => ({ value: statusId, label: betStatusLabel(t, statusId) }));
  return (
    <FilterForm action={action} label={t('office.history.filters')} t={t}>
      <DateRangeFields from={filter.from} to={filter.to} lng={lng} t={t} />
      <SelectField
        name="statusId"
        label={t('office.history.status')}
        value={filter.statusId}
        options={[{ value: '', label: t('office.history.status_all') }, ...statuses]}
      />
    </FilterForm>
  );
}
