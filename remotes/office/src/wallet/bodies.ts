import type { PageBodies } from '../page-body';
import { AccountBody } from './account-body';
import { AccountEditBody } from './account-edit-body';
import { ConfirmTermsBody } from './confirm-terms-body';
import { ConvertAccountBody } from './convert-account-body';
import { WalletsBody } from './wallets-body';

/** Page bodies of the wallet area, by route name. */
export const WALLET_BODIES: PageBodies = {
  'office.account': AccountBody,
  'office.account.edit': AccountEditBody,
  'office.wallets': WalletsBody,
  'office.convert-account': ConvertAccountBody,
  'user.confirm-terms': ConfirmTermsBody,
};
