import type { PageBodies } from '../page-body';
import { DeduceBody } from './deduce-body';
import { HistoryPayBody } from './history-pay-body';
import { PaymentResultBody } from './payment-result-body';
import { RechargeBody } from './recharge-body';

/** Page bodies of deposits, withdrawals, their history and the provider's return pages, by route name. */
export const PAYMENTS_BODIES: PageBodies = {
  'office.recharge': RechargeBody,
  'office.deduce': DeduceBody,
  'office.historypay': HistoryPayBody,
  'onpay.success': PaymentResultBody,
  'onpay.fail': PaymentResultBody,
  'onpay.pending': PaymentResultBody,
  'onpay.cancel': PaymentResultBody,
  'onpay.withdraw.success': PaymentResultBody,
  'onpay.withdraw.fail': PaymentResultBody,
  'onpay.withdraw.pending': PaymentResultBody,
  'onpay.withdraw.cancel': PaymentResultBody,
};
