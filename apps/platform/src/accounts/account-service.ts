import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { Account, AccountData, ConvertStatus } from '@betfront/contract/accounts';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  deleteAccount,
  hasOpenCoupons,
  findActiveAccountId,
  insertCurrencyAccount,
  listAccounts,
  lockAccounts,
  lockPlayer,
  moveMainAccounts,
  setActiveAccountId,
} from './account-repository';
import { findCurrency, listCurrencies } from './currency-repository';

const isZero = (money: string) => /^0+(\.0+)?$/.test(money);
const isEmpty = (account: Account) => isZero(account.money) && account.points === 0;

export async function readAccountData(db: Queryable, userId: number): Promise<AccountData> {
  const [all_accounts, active_account_id] = await Promise.all([
    listAccounts(db, userId),
    findActiveAccountId(db, userId),
  ]);
  return { all_accounts, active_account_id };
}

function moneyAccountIn(accounts: readonly Account[], currencyId: number): Account | undefined {
  return accounts.find((account) => account.type !== ACCOUNT_TYPE.bonus && account.currencyId === currencyId);
}

async function requireCurrency(db: Queryable, currencyId: number) {
  const currency = await findCurrency(db, currencyId);
  if (!currency) throw new HttpError(404, 'currency_not_found', `There is no currency ${currencyId}`);
  return currency;
}

/** Makes one of the player's main or currency accounts the active one. */
export async function setActiveAccount(db: Database, userId: number, accountId: number): Promise<AccountData> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const account = (await listAccounts(tx, userId)).find((candidate) => candidate.id === accountId);
    if (!account) throw new HttpError(404, 'account_not_found', `You have no account ${accountId}`);
    if (account.type === ACCOUNT_TYPE.bonus) {
      throw new HttpError(409, 'bonus_account', 'The bonus account cannot be the active account');
    }
    if (account.isAccountFrozen) throw new HttpError(409, 'account_frozen', `The account ${accountId} is frozen`);
    await setActiveAccountId(tx, userId, accountId);
    return readAccountData(tx, userId);
  });
}

/** Opens a currency account; one main-or-currency account per currency. */
export async function addCurrencyAccount(db: Database, userId: number, currencyId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const currency = await requireCurrency(tx, currencyId);
    if (moneyAccountIn(await listAccounts(tx, userId), currencyId)) {
      throw new HttpError(409, 'currency_taken', `You already have an account in ${currency.iso}`);
    }
    const accountId = await insertCurrencyAccount(tx, userId, currencyId);
    return `The ${currency.iso} account ${accountId} is open`;
  });
}

/** Closes an empty currency account that is not the active one; the main account cannot be closed. */
export async function removeCurrencyAccount(db: Database, userId: number, currencyId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await lockAccounts(tx, userId);
    const currency = await requireCurrency(tx, currencyId);
    const account = moneyAccountIn(await listAccounts(tx, userId), currencyId);
    if (!account) throw new HttpError(404, 'account_not_found', `You have no account in ${currency.iso}`);
    if (account.type === ACCOUNT_TYPE.main) {
      throw new HttpError(409, 'main_account', 'The main account cannot be closed');
    }
    if ((await findActiveAccountId(tx, userId)) === account.id) {
      throw new HttpError(409, 'active_account', 'Make another account active before closing this one');
    }
    if (!isEmpty(account)) {
      throw new HttpError(409, 'account_not_empty', `The ${currency.iso} account still holds money or points`);
    }
    if (await hasOpenCoupons(tx, [account.id])) {
      throw new HttpError(
        409,
        'account_has_open_bets',
        `Bets staked from the ${currency.iso} account are not settled yet`,
      );
    }
    await deleteAccount(tx, account.id);
    return `The ${currency.iso} account ${account.id} is closed`;
  });
}

function statusOf(accounts: readonly Account[], currencyCount: number): ConvertStatus {
  const main = accounts.filter((account) => account.type !== ACCOUNT_TYPE.currency);
  const moneyAccounts = accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
  return {
    mainAccountAllowed: main.length > 0 && main.every(isEmpty),
    additionalAccountAllowed: moneyAccounts.length < currencyCount,
  };
}

export async function readConvertStatus(db: Queryable, userId: number): Promise<ConvertStatus> {
  const [accounts, currencies] = await Promise.all([listAccounts(db, userId), listCurrencies(db, 'en')]);
  return statusOf(accounts, currencies.length);
}

/** Moves the empty main and bonus accounts to a currency the player holds no account in. */
export async function convertMainAccount(db: Database, userId: number, currencyId: number): Promise<AccountData> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await lockAccounts(tx, userId);
    const currency = await requireCurrency(tx, currencyId);
    const accounts = await listAccounts(tx, userId);
    const currencyCount = (await listCurrencies(tx, 'en')).length;
    if (!statusOf(accounts, currencyCount).mainAccountAllowed) {
      throw new HttpError(409, 'main_account_not_empty', 'Only an empty main account can change its currency');
    }
    if (moneyAccountIn(accounts, currencyId)) {
      throw new HttpError(409, 'currency_taken', `You already have an account in ${currency.iso}`);
    }
    const mainAccounts = accounts.filter((account) => account.type !== ACCOUNT_TYPE.currency);
    if (
      await hasOpenCoupons(
        tx,
        mainAccounts.map((account) => account.id),
      )
    ) {
      throw new HttpError(409, 'account_has_open_bets', 'Bets staked from the main account are not settled yet');
    }
    await moveMainAccounts(tx, userId, currencyId);
    return readAccountData(tx, userId);
  });
}
