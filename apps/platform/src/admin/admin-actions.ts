import type { AdminAction } from './define-action';
import {
  blockAdd,
  blockList,
  blockRemove,
  fragmentAdd,
  fragmentList,
  fragmentRemove,
  redirectAdd,
  redirectList,
  redirectRemove,
} from './access-actions';
import { brandRemove, brandSet, featureSwitch, languageAdd, languageRemove, routeSwitch } from './catalogue-actions';
import { articleList, articlePublish, articleSet } from './article-actions';
import { databaseBackup } from './backup-actions';
import { bonusOfferCreate, bonusOfferList, bonusOfferPublish, bonusPromoCreate } from './bonus-actions';
import { cashOutSet, cashOutShow } from './cash-out-actions';
import { expressBoostLimitsSet, expressBoostSet, expressBoostShow } from './express-boost-actions';
import { ledgerAdjust, ledgerVerify } from './ledger-actions';
import { partnerReport } from '../partners/partner-report';
import { analyticsReport } from '../analytics/analytics-report';
import { prepaidGrant } from './prepaid-actions';
import { limitClockSet } from './limit-actions';
import { lotteryDrawNow, lotteryList, lotterySet } from './lottery-actions';
import { messageSend } from './message-actions';
import { newsletterSend } from './newsletter-actions';
import { identificationDecide, identificationList, identificationShow } from './identification-actions';
import {
  chatAnswer,
  chatClose,
  chatList,
  chatRead,
  callbackCancel,
  callbackDone,
  callbackList,
  callbackSchedule,
  supportAttachmentShow,
  supportRequestAnswer,
  supportRequestClose,
  supportRequestList,
} from './support-actions';
import {
  paymentMethodList,
  paymentMethodSet,
  paymentSettingSet,
  paymentSettingsShow,
  withdrawalApprove,
  withdrawalList,
  withdrawalReject,
} from './payment-actions';
import { paymentRequestAnswer, paymentRequestClose, paymentRequestList } from './payment-request-actions';
import { teamCashSet } from './team-cash-actions';
import { appealAnswer, appealList } from './block-appeal-actions';
import {
  casinoPromotionSet,
  casinoRoundsBackdate,
  tournamentCreate,
  tournamentEndNow,
  tournamentList,
} from './casino-event-actions';
import { cashbackLevelsList, cashbackLevelsSet } from './cashback-level-actions';
import { maintenanceOff, maintenanceOn, settingSet, settingsShow, settingUnset } from './settings-actions';
import { settledCouponsBackdate } from './coupon-test-actions';
import { specialOfferCreate } from './special-offer-actions';
import { transferRequire } from './transfer-actions';
import { userCreate } from './user-actions';
import { totoPlayNow } from './toto-actions';
import { totoSettingsSet, totoSettingsShow } from './toto-settings-actions';
import { virtualPlayNow } from './virtual-actions';
import { virtualList, virtualSet } from './virtual-settings-actions';

/** Every operator command by name. `userCreate`, `limitClockSet`, `lotteryDrawNow`, `virtualPlayNow`, `totoPlayNow`, `casinoRoundsBackdate`, `tournamentEndNow` and `settledCouponsBackdate` are refused in production. */
export const ADMIN_ACTIONS = {
  maintenanceOn,
  maintenanceOff,
  blockAdd,
  blockRemove,
  blockList,
  redirectAdd,
  redirectRemove,
  redirectList,
  featureSwitch,
  routeSwitch,
  fragmentAdd,
  fragmentRemove,
  fragmentList,
  languageAdd,
  languageRemove,
  brandSet,
  brandRemove,
  settingSet,
  settingUnset,
  settingsShow,
  userCreate,
  transferRequire,
  ledgerVerify,
  ledgerAdjust,
  partnerReport,
  analyticsReport,
  prepaidGrant,
  tournamentCreate,
  tournamentList,
  tournamentEndNow,
  casinoPromotionSet,
  cashbackLevelsList,
  cashbackLevelsSet,
  casinoRoundsBackdate,
  settledCouponsBackdate,
  databaseBackup,
  limitClockSet,
  paymentMethodList,
  paymentMethodSet,
  paymentSettingsShow,
  paymentSettingSet,
  withdrawalList,
  withdrawalApprove,
  withdrawalReject,
  paymentRequestList,
  paymentRequestAnswer,
  paymentRequestClose,
  teamCashSet,
  cashOutShow,
  cashOutSet,
  expressBoostShow,
  expressBoostSet,
  expressBoostLimitsSet,
  bonusOfferCreate,
  bonusOfferPublish,
  bonusOfferList,
  bonusPromoCreate,
  specialOfferCreate,
  lotteryList,
  lotterySet,
  lotteryDrawNow,
  virtualPlayNow,
  virtualList,
  virtualSet,
  totoPlayNow,
  totoSettingsShow,
  totoSettingsSet,
  messageSend,
  newsletterSend,
  identificationList,
  identificationShow,
  identificationDecide,
  articleSet,
  articlePublish,
  articleList,
  supportRequestList,
  supportRequestAnswer,
  supportRequestClose,
  supportAttachmentShow,
  callbackList,
  callbackSchedule,
  callbackDone,
  callbackCancel,
  appealList,
  appealAnswer,
  chatList,
  chatAnswer,
  chatRead,
  chatClose,
} satisfies Record<string, AdminAction>;

export type AdminActionName = keyof typeof ADMIN_ACTIONS;
export const TEST_ONLY_ACTIONS: ReadonlySet<AdminActionName> = new Set([
  'userCreate',
  'limitClockSet',
  'lotteryDrawNow',
  'virtualPlayNow',
  'totoPlayNow',
  'casinoRoundsBackdate',
  'tournamentEndNow',
  'settledCouponsBackdate',
]);
