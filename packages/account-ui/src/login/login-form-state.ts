import type { PhoneValue } from '../phone/phone-value';

export const LOGIN_VARIANTS = ['login_password', 'phone_password', 'sms'] as const;
/** The forms a login starts with; the two-step code form follows one of them when the account asks for it. */
export type LoginVariant = (typeof LOGIN_VARIANTS)[number];
export type LoginFormName = LoginVariant | 'login_password_two_step_code';

export interface LoginFormState {
  currentForm: LoginFormName;
  login: string;
  phone: PhoneValue;
  phoneBySms: PhoneValue;
  loginPassword: string;
  phonePassword: string;
  remember: boolean;
}

/** The dialling code a phone starts with: the one of the page's language where it has a single one. */
const TEL_CODE_BY_LANGUAGE: Readonly<Record<string, string>> = { ru: '7', uk: '380', be: '375', az: '994', uz: '998' };

export function initialLoginState(lng: string): LoginFormState {
  const telCode = TEL_CODE_BY_LANGUAGE[lng] ?? '7';
  return {
    currentForm: 'login_password',
    login: '',
    phone: { telCode, number: '' },
    phoneBySms: { telCode, number: '' },
    loginPassword: '',
    phonePassword: '',
    remember: false,
  };
}
