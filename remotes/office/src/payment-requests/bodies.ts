import type { PageBodies } from '../page-body';
import { CreateRequestBody } from './create-request-body';
import { RequestsBody } from './requests-body';

/** Page bodies of the payment requests, by route name. */
export const PAYMENT_REQUESTS_BODIES: PageBodies = {
  'office.payment.requests': RequestsBody,
  'office.payment.create-request': CreateRequestBody,
  'office.payment.create-request.transactions': CreateRequestBody,
};
