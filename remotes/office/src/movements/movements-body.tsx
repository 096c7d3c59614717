import { useCallback } from 'react';
import { fetchAccountData } from '@betfront/account-ui/wallet';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { ListPages } from '../shared/list-pages';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { MovementList } from './movement-list';
import { isForeignAccount, loadMovements } from './movements-api';
import { movementsFilter, movementsSearch } from './movements-filter';
import { MovementsFilters } from './movements-filters';

/** Every movement of money on the player's accounts, newest first, by account, group and dates, a page at a time. */
export function MovementsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const filter = movementsFilter(ctx.route.query);
  const filterKey = movementsSearch(filter, filter.page);
  const load = useCallback(
    (signal: AbortSignal) => loadMovements(movementsFilter(ctx.route.query), signal),
    [ctx.route.query],
  );
  const movements = useRequest(['history', 'movements', filterKey], load);
  const accounts = useRequest(ACCOUNTS_KEY, fetchAccountData);
  const action = `/${lng}/office/historypay`;
  const allMovements = filterKey === '' ? [] : [{ href: action, label: t('office.movements.all') }];

  const answer = movements.value;
  return (
    <div className={sharedStyles.page}>
      <MovementsFilters
        action={action}
        filter={filter}
        accounts={accounts.value?.all_accounts ?? null}
        lng={lng}
        t={t}
      />
      {isForeignAccount(movements.error) ? (
        <EmptyState
          title={t('office.movements.not_found.title')}
          text={t('office.movements.not_found.text', { id: filter.accountId ?? '' })}
          links={allMovements}
        />
      ) : answer === null ? (
        <RequestPending request={movements} t={t} />
      ) : answer.movements.length === 0 ? (
        <EmptyState
          title={t('office.movements.empty.title')}
          text={t('office.movements.empty.text')}
          links={allMovements}
        />
      ) : (
        <>
          <p className={sharedStyles.total}>{t('office.movements.total', { total: answer.total })}</p>
          <MovementList movements={answer.movements} lng={lng} isBusy={movements.isLoading} t={t} />
          <ListPages
            page={filter.page}
            limit={filter.limit}
            total={answer.total}
            hrefOf={(page) => `${action}${movementsSearch(filter, page)}`}
            t={t}
          />
        </>
      )}
    </div>
  );
}
