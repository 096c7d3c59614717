import { splitView } from '@betfront/remote-kit';
import type { RemoteAppProps, SplitView } from '@betfront/remote-kit';
import type { OfficeData } from './office-data';
import type { PageBodies } from './page-body';

/** An area of the office: the pages it draws, whose bodies are a chunk of their own, loaded by its pages only. */
export interface OfficeArea {
  routes: readonly string[];
  load(): Promise<PageBodies>;
}

export const OFFICE_AREAS: readonly OfficeArea[] = [
  { routes: ['office.menu'], load: () => import('./home/bodies').then((area) => area.HOME_BODIES) },
  { routes: ['user.login', 'auth'], load: () => import('./login/bodies').then((area) => area.LOGIN_BODIES) },
  {
    routes: ['registration', 'user.registration', 'user.activate', 'user.activatefast'],
    load: () => import('./registration/bodies').then((area) => area.REGISTRATION_BODIES),
  },
  {
    routes: [
      'office.security',
      'office.security-account',
      'office.change-password',
      'office.change-login',
      'office.phone-binding',
      'office.phone-activate',
      'office.phone-change',
      'office.security-question',
      'office.two-factor-auth.enable',
      'office.two-factor-auth.disable',
      'office.security-auth-by-email',
      'office.session-history',
      'office.email-change',
      'office.activation-email',
      'user.forgotpassword',
      'user.passwordreset',
      'user.accountverify',
    ],
    load: () => import('./security/bodies').then((area) => area.SECURITY_BODIES),
  },
  {
    routes: ['office.account', 'office.account.edit', 'office.wallets', 'office.convert-account', 'user.confirm-terms'],
    load: () => import('./wallet/bodies').then((area) => area.WALLET_BODIES),
  },
  {
    routes: ['office.history', 'office.history.powerbet', 'office.history-mail', 'office.history-clear'],
    load: () => import('./history/bodies').then((area) => area.HISTORY_BODIES),
  },
  {
    routes: ['office.disallow-sports'],
    load: () => import('./disallow-sports/bodies').then((area) => area.DISALLOW_SPORTS_BODIES),
  },
  {
    routes: ['office.responsible'],
    load: () => import('./responsible/bodies').then((area) => area.RESPONSIBLE_BODIES),
  },
  {
    routes: [
      'office.recharge',
      'office.deduce',
      'office.historypay',
      'onpay.success',
      'onpay.fail',
      'onpay.pending',
      'onpay.cancel',
      'onpay.withdraw.success',
      'onpay.withdraw.fail',
      'onpay.withdraw.pending',
      'onpay.withdraw.cancel',
    ],
    load: () => import('./payments/bodies').then((area) => area.PAYMENTS_BODIES),
  },
  {
    routes: ['office.payment.requests', 'office.payment.create-request', 'office.payment.create-request.transactions'],
    load: () => import('./payment-requests/bodies').then((area) => area.PAYMENT_REQUESTS_BODIES),
  },
  {
    routes: [
      'office.casino',
      'office.slots',
      'office.history-casino-mail',
      'office.casino.vipcashback',
      'office.casino.premiumcashback',
      'office.cashback',
    ],
    load: () => import('./casino/bodies').then((area) => area.CASINO_BODIES),
  },
  {
    routes: [
      'office.bonuses',
      'office.bonuses.deposit',
      'office.bonuses.wager',
      'office.promo-code-check',
      'office.promo-code-history',
    ],
    load: () => import('./bonuses/bodies').then((area) => area.BONUS_BODIES),
  },
  { routes: ['office.messages'], load: () => import('./messages/bodies').then((area) => area.MESSAGES_BODIES) },
  {
    routes: ['office.mailing-settings', 'office.email-subscription', 'user.stopnewsletter'],
    load: () => import('./mailing/bodies').then((area) => area.MAILING_BODIES),
  },
  {
    routes: ['office.bringfriend', 'office.bringfriend-banners'],
    load: () => import('./referrals/bodies').then((area) => area.REFERRAL_BODIES),
  },
  {
    routes: ['office.verification', 'office.identification', 'office.account.identification'],
    load: () => import('./identification/bodies').then((area) => area.IDENTIFICATION_BODIES),
  },
  {
    routes: ['support', 'support.email', 'support.contacts', 'callback', 'call-history'],
    load: () => import('./support/bodies').then((area) => area.SUPPORT_BODIES),
  },
  {
    routes: ['office.account-settings'],
    load: () => import('./settings/bodies').then((area) => area.SETTINGS_BODIES),
  },
  { routes: ['office.rewards'], load: () => import('./rewards/bodies').then((area) => area.REWARDS_BODIES) },
  {
    routes: ['office.specialoffers'],
    load: () => import('./special-offers/bodies').then((area) => area.SPECIAL_OFFERS_BODIES),
  },
  {
    routes: ['block-appeal-history'],
    load: () => import('./block-appeals/bodies').then((area) => area.BLOCK_APPEAL_BODIES),
  },
];

type PageBodyView = SplitView<RemoteAppProps<OfficeData>>;

/** Every page with a working body, by route name; the others show the office's hub or empty state. */
export const PAGE_BODIES: ReadonlyMap<string, PageBodyView> = new Map(
  OFFICE_AREAS.flatMap((area) =>
    area.routes.map((route): [string, PageBodyView] => [
      route,
      splitView(() =>
        area.load().then((bodies) => {
          const body = bodies[route];
          if (!body) throw new Error(`the office's area lists ${route} but draws no body for it`);
          return body;
        }),
      ),
    ]),
  ),
);

/** Loads the code of the body a page of the office draws. */
export async function prepareOfficePage(_data: OfficeData, ctx: { route: { name: string } }): Promise<void> {
  await PAGE_BODIES.get(ctx.route.name)?.preload();
}
