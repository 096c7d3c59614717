import { CASINO_BODIES } from './casino/bodies';
import { BLOCK_APPEAL_BODIES } from './block-appeals/bodies';
import { BONUS_BODIES } from './bonuses/bodies';
import { DISALLOW_SPORTS_BODIES } from './disallow-sports/bodies';
import { HISTORY_BODIES } from './history/bodies';
import { HOME_BODIES } from './home/bodies';
import { IDENTIFICATION_BODIES } from './identification/bodies';
import { LOGIN_BODIES } from './login/bodies';
import { MAILING_BODIES } from './mailing/bodies';
import { MESSAGES_BODIES } from './messages/bodies';
import type { PageBodies } from './page-body';
import { PAYMENT_REQUESTS_BODIES } from './payment-requests/bodies';
import { PAYMENTS_BODIES } from './payments/bodies';
import { REFERRAL_BODIES } from './referrals/bodies';
import { REGISTRATION_BODIES } from './registration/bodies';
import { RESPONSIBLE_BODIES } from './responsible/bodies';
import { REWARDS_BODIES } from './rewards/bodies';
import { SECURITY_BODIES } from './security/bodies';
import { SETTINGS_BODIES } from './settings/bodies';
import { SPECIAL_OFFERS_BODIES } from './special-offers/bodies';
import { SUPPORT_BODIES } from './support/bodies';
import { WALLET_BODIES } from './wallet/bodies';

/** Every page with a working body, by route name; the others show the office's hub or empty state. */
export const PAGE_BODIES: PageBodies = {
  ...HOME_BODIES,
  ...LOGIN_BODIES,
  ...REGISTRATION_BODIES,
  ...SECURITY_BODIES,
  ...WALLET_BODIES,
  ...HISTORY_BODIES,
  ...DISALLOW_SPORTS_BODIES,
  ...RESPONSIBLE_BODIES,
  ...PAYMENTS_BODIES,
  ...PAYMENT_REQUESTS_BODIES,
  ...CASINO_BODIES,
  ...BONUS_BODIES,
  ...MESSAGES_BODIES,
  ...MAILING_BODIES,
  ...REFERRAL_BODIES,
  ...IDENTIFICATION_BODIES,
  ...SUPPORT_BODIES,
  ...SETTINGS_BODIES,
  ...REWARDS_BODIES,
  ...SPECIAL_OFFERS_BODIES,
  ...BLOCK_APPEAL_BODIES,
};
