import type { OfficeArea } from './office-menu';

/** What the body of a page is: a list to fill, a form to fill in, a notice, or a hub of links. */
export type OfficeContent = 'list' | 'form' | 'notice' | 'hub';

export interface OfficePageSpec {
  area: OfficeArea;
  content: OfficeContent;
  /** The office menu link this page belongs to (marked current in the menu). */
  menuPath?: string;
}

const office = (content: OfficeContent, menuPath?: string): OfficePageSpec => ({ area: 'office', content, menuPath });
const access = (content: OfficeContent): OfficePageSpec => ({ area: 'access', content });
const support = (content: OfficeContent): OfficePageSpec => ({ area: 'support', content });
const paymentResult: OfficePageSpec = { area: 'payment-result', content: 'notice' };

/** Every route this remote renders. */
export const OFFICE_PAGES: Readonly<Record<string, OfficePageSpec>> = {
  'office.menu': office('hub'),
  'office.menu.profile': office('hub'),
  'office.menu.settings': office('hub'),
  'office.menu.promo': office('hub'),
  'office.account': office('form', 'office/account'),
  'office.account.edit': office('form', 'office/account'),
  'office.activation-email': office('form', 'office/account'),
  'office.email-change': office('form', 'office/account'),
  'office.verification': office('form', 'office/verification'),
  'office.identification': office('form', 'office/verification'),
  'office.account.identification': office('form', 'office/verification'),
  'office.messages': office('list', 'office/messages'),
  'office.recharge': office('form', 'office/recharge'),
  'office.deduce': office('form', 'office/deduce'),
  'office.historypay': office('list', 'office/historypay'),
  'office.payment.requests': office('list', 'office/payment/requests'),
  'office.payment.create-request': office('form', 'office/payment/requests'),
  'office.payment.create-request.transactions': office('list', 'office/payment/requests'),
  'office.wallets': office('list', 'office/wallets'),
  'office.convert-account': office('form', 'office/wallets'),
  'office.history': office('list', 'office/history'),
  'office.history.powerbet': office('form', 'office/history'),
  'office.history-mail': office('form', 'office/history'),
  'office.history-clear': office('form', 'office/history'),
  'office.history-casino-mail': office('form', 'office/history'),
  'office.casino': office('list', 'office/casino'),
  'office.casino.vipcashback': office('list', 'office/casino'),
  'office.casino.premiumcashback': office('list', 'office/casino'),
  'office.slots': office('list', 'office/slots'),
  'office.bonuses': office('list', 'office/bonuses'),
  'office.bonuses.deposit': office('list', 'office/bonuses'),
  'office.bonuses.wager': office('list', 'office/bonuses'),
  'office.specialoffers': office('list', 'office/specialoffers'),
  'office.promo-code-check': office('form', 'office/promo-code-check'),
  'office.promo-code-history': office('list', 'office/promo-code-check'),
  'office.cashback': office('list', 'office/cashback'),
  'office.rewards': office('list', 'office/rewards'),
  'office.bringfriend': office('list', 'office/bringfriend'),
  'office.bringfriend-banners': office('list', 'office/bringfriend'),
  'office.account-settings': office('form', 'office/account-settings'),
  'office.mailing-settings': office('form', 'office/mailing-settings'),
  'office.email-subscription': office('form', 'office/mailing-settings'),
  'office.disallow-sports': office('form', 'office/disallow-sports'),
  'office.responsible': office('form', 'office/responsible'),
  'office.security': office('list', 'office/security'),
  'office.security-account': office('form', 'office/security'),
  'office.change-password': office('form', 'office/change-password'),
  'office.change-login': office('form', 'office/change-password'),
  'office.phone-binding': office('form', 'office/phone-binding'),
  'office.phone-activate': office('form', 'office/phone-binding'),
  'office.phone-change': office('form', 'office/phone-binding'),
  'office.security-question': office('form', 'office/security-question'),
  'office.two-factor-auth.enable': office('form', 'office/two-factor-auth/enable'),
  'office.two-factor-auth.disable': office('form', 'office/two-factor-auth/enable'),
  'office.security-auth-by-email': office('form', 'office/security-auth-by-email'),
  'office.session-history': office('list', 'office/session-history'),
  registration: access('form'),
  'user.registration': access('form'),
  'user.login': access('form'),
  auth: access('form'),
  'user.forgotpassword': access('form'),
  'user.activate': access('form'),
  'user.activatefast': access('form'),
  'user.passwordreset': access('form'),
  'user.stopnewsletter': access('notice'),
  'user.accountverify': access('form'),
  'user.confirm-terms': access('form'),
  'block-appeal-history': { area: 'blocked', content: 'list' },
  support: support('notice'),
  'support.email': support('form'),
  'support.contacts': support('notice'),
  callback: support('form'),
  'call-history': support('list'),
  'onpay.success': paymentResult,
  'onpay.fail': paymentResult,
  'onpay.pending': paymentResult,
  'onpay.cancel': paymentResult,
  'onpay.withdraw.success': paymentResult,
  'onpay.withdraw.fail': paymentResult,
  'onpay.withdraw.pending': paymentResult,
  'onpay.withdraw.cancel': paymentResult,
};
