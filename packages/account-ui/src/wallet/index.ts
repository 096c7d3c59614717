export { AccountsPanel } from './accounts-panel';
export { announceAccounts, onAccountsAnnounced } from './accounts-events';
export { formatMoney } from './format-money';
export { PROTECTION_THRESHOLDS, protectionStatusOf } from './protection-status';
export type { ProtectionStatus } from './protection-status';
export { CURRENCY_REFRESH_INTERVAL_MS, CURRENCY_REFRESH_TRIES, refreshUntil } from './refresh-until';
export { QUIET_ACCOUNT_SWITCH_ROUTE, useAccounts } from './use-accounts';
export { useAccountData } from './use-account-data';
export type { AccountProcess } from './use-accounts';
export { convertStatusQuery, useConvertStatus } from './use-convert-status';
export { useCurrencies } from './use-currencies';
export { USER_CONFIG_KEY, useUserConfig } from './use-user-config';
export type { UserConfigRead } from './use-user-config';
export {
  areContactFieldsFilled,
  areProfileFieldsComplete,
  isBanned,
  isNotVerified,
  isPendingVerification,
  isVerified,
  VERIFICATION_SUCCESSFUL,
} from './verification';
export {
  confirmAgreement,
  convertMainAccount,
  fetchAccountData,
  fetchAgreementStatus,
  savePersonalData,
} from './wallet-api';
