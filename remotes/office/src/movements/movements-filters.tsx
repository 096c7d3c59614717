import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { Account } from '@betfront/contract/accounts';
import { movementGroupSchema } from '@betfront/contract/ledger';
import type { Translate } from '@betfront/remote-kit';
import { DateRangeFields, FilterForm, SelectField } from '../shared/filter-form';
import type { MovementsFilter } from './movements-filter';

interface MovementsFiltersProps {
  action: string;
  filter: MovementsFilter;
  /** The player's accounts; null until they are loaded. */
  accounts: readonly Account[] | null;
  lng: string;
  /** Reads the office's texts and those of the `wallet` dictionary. */
  t: Translate;
}

function accountLabel(account: Account, t: Translate): string {
  const vars = { iso: account.iso, id: account.id };
  if (account.type === ACCOUNT_TYPE.main) return t('wallet.account.main', vars);
  if (account.type === ACCOUNT_TYPE.currency) return t('wallet.account.currency', vars);
  return t('office.movements.account_bonus', vars);
}

/** The account, the group of movements and the dates. */
export function MovementsFilters({ action, filter, accounts, lng, t }: MovementsFiltersProps) {
  const { accountId } = filter;
  // Until the accounts come (and on the server) the chosen one still stands, so the form keeps it.
  const accountOptions = accounts
    ? accounts.map((account) => ({ value: account.id, label: accountLabel(account, t) }))
    : accountId === undefined
      ? []
      : [{ value: accountId, label: t('office.movements.account_id', { id: accountId }) }];
  const groupOptions = movementGroupSchema.options.map((group) => ({
    value: group,
    label: t(`office.movements.group.${group}`),
  }));
  return (
    <FilterForm action={action} label={t('office.movements.filters')} t={t}>
      <SelectField
        name="accountId"
        label={t('office.movements.account')}
        value={accountId}
        options={[{ value: '', label: t('office.movements.account_all') }, ...accountOptions]}
      />
      <SelectField
        name="group"
        label={t('office.movements.group_label')}
        value={filter.group}
        options={[{ value: '', label: t('office.movements.group_all') }, ...groupOptions]}
      />
      <DateRangeFields from={filter.from} to={filter.to} lng={lng} t={t} />
    </FilterForm>
  );
}
