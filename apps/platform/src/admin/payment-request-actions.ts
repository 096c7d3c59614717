import { paymentRequestStatusSchema } from '@betfront/contract/payment-requests';
import { z } from 'zod';
import { closeRequest, replyToRequest } from '../payment-requests/request-actions';
import { listRequests } from '../payment-requests/requests-repository';
import { defineAction } from './define-action';

const requestId = z.coerce.string().regex(/^\d{1,18}$/, 'a payment request id');

/** The players' payment requests with their threads, newest first; the open ones by default. */
export const paymentRequestList = defineAction(
  z.object({ status: z.enum(paymentRequestStatusSchema.options).default('open') }),
  async ({ db }, input) => listRequests(db, { status: input.status }, 'en'),
);

/** The operator's answer in a request's thread; the request is then answered. */
export const paymentRequestAnswer = defineAction(
  z.object({ id: requestId, message: z.string().trim().min(2).max(2000) }),
  async ({ db }, input) => replyToRequest(db, input.id, { kind: 'operator' }, input.message, 'en'),
);

export const paymentRequestClose = defineAction(z.object({ id: requestId }), async ({ db }, input) =>
  closeRequest(db, input.id),
);
