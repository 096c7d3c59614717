import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { AccountData } from '@betfront/contract/accounts';
import type { UserConfig } from '@betfront/contract/user-config';

/** A player's accounts as the platform answers them: one main account in roubles with the money given. */
export function accountsWith(money: string): AccountData {
  return {
    all_accounts: [
      {
        id: 11,
        type: ACCOUNT_TYPE.main,
        iso: 'RUB',
        currencyId: 1,
        money,
        points: 0,
        symbol: '₽',
        isAccountFrozen: false,
        isAvailableFirstDepositBonus: false,
      },
    ],
    active_account_id: 11,
  };
}

/** A player's user config as the platform answers it, with the fields a test cares about changed. */
export function userConfig(overrides: Partial<UserConfig> = {}): UserConfig {
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: null,
    phone_code: null,
    user_email: 'anna@example.com',
    user_name: 'anna',
    user_country_code: 'RU',
    user_country_id: 1,
    activation_type: 1,
    user_ref_id: 0,
    user_msg_count: 0,
    changed_pass_day_count: 3,
    user_status_id: 1,
    ban_level: 0,
    ban_version: 0,
    user_hide_balance: false,
    protection_level: 20,
    protection_methods: {
      is_changed_password: true,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    },
    should_sync_protection_methods: false,
    is_active_secure_question: false,
    is_need_identification: false,
    internal_verification_status: 0,
    verification_status: 0,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: 0,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    is_coef_cut_line: false,
    is_coef_cut_live: false,
    has_data_after_registration: false,
    is_required_transfer: false,
    user_data: {
      date_birthday: '1990-04-25',
      document_type_id: null,
      inn: '••••••••93',
      name: 'Anna',
      passport: '•••••••••56',
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
      surname: 'Petrova',
    },
    ...overrides,
  };
}
