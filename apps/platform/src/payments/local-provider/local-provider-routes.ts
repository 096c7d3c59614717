import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { renderCheckoutPage, renderWaitingPage } from './checkout-page';
import { enqueueDelivery } from './local-deliveries';
import type { ReturnUrls } from '../payment-provider';
import type { LocalStatus, LocalTransaction } from './local-transactions';
import { findLocalTransaction, listWaitingLocalTransactions, moveLocalTransaction } from './local-transactions';
import { checkTestCard } from './test-cards';

/** "Approve later" approves this long after the player is sent back on pending. */
const APPROVE_LATER_SECONDS = 8;
/** An approval's "pending" event is sent this long after its "approved" one: the platform sees them out of order. */
const LATE_PENDING_SECONDS = 1;

const transactionParams = z.object({ id: z.string().regex(/^lp_[a-f0-9]{24}$/) });
const checkoutForm = z.object({
  decision: z.enum(['approve', 'decline', 'pending', 'later', 'cancel']),
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
});
const laterForm = z.object({ decision: z.enum(['approve', 'decline']) });

async function transactionOf(db: Database, params: unknown): Promise<LocalTransaction> {
  const { id } = parseInput(transactionParams, params, 'path');
  const transaction = await findLocalTransaction(db, id);
  if (!transaction || transaction.direction !== 'deposit') {
    throw new HttpError(404, 'not_found', 'The test provider has no such transaction');
  }
  return transaction;
}

type Decision = z.infer<typeof checkoutForm>['decision'];

/** The transaction's new state and the return page the payer goes back to, by decision. */
const OUTCOMES = {
  approve: { status: 'approved', back: 'success' },
  decline: { status: 'declined', back: 'fail' },
  pending: { status: 'pending', back: 'pending' },
  later: { status: 'pending', back: 'pending' },
  cancel: { status: 'cancelled', back: 'cancel' },
} as const satisfies Record<Decision, { status: LocalStatus; back: keyof ReturnUrls }>;

/** Queues the webhooks a decision owes the platform. */
async function enqueueDecision(db: Database, id: string, decision: Decision): Promise<void> {
  if (decision === 'approve') {
    await enqueueDelivery(db, id, 'approved');
    await enqueueDelivery(db, id, 'pending', LATE_PENDING_SECONDS);
  } else if (decision === 'later') {
    await enqueueDelivery(db, id, 'pending');
    await enqueueDelivery(db, id, 'approved', APPROVE_LATER_SECONDS);
  } else {
    await enqueueDelivery(db, id, OUTCOMES[decision].status);
  }
}

const html = (reply: FastifyReply, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');

/** The test provider's hosted checkout and its page of deposits left pending. Outside production only. */
export function localProviderRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.get('/dev/payments/checkout/:id', async (request, reply) =>
      html(reply).send(renderCheckoutPage(await transactionOf(db, request.params), reply.cspNonce.style)),
    );

    app.post('/dev/payments/checkout/:id', async (request, reply) => {
      const transaction = await transactionOf(db, request.params);
      const form = parseInput(checkoutForm, request.body, 'form');
      if (transaction.status !== 'open')
        return html(reply, 409).send(renderCheckoutPage(transaction, reply.cspNonce.style));
      let decision: Decision = form.decision;
      if (decision === 'approve' && transaction.methodKind === 'card') {
        const card = checkTestCard(form.cardNumber ?? '', form.expiry ?? '');
        if (card === 'invalid') {
          return html(reply, 400).send(
            renderCheckoutPage(transaction, reply.cspNonce.style, 'The card number or expiry is not valid'),
          );
        }
        if (card === 'declined') decision = 'decline';
      }
      const outcome = OUTCOMES[decision];
      if (!(await moveLocalTransaction(db, transaction.id, ['open'], outcome.status))) {
        return html(reply, 409).send(renderCheckoutPage(transaction, reply.cspNonce.style));
      }
      await enqueueDecision(db, transaction.id, decision);
      return reply.redirect(transaction.returnUrls[outcome.back], 303);
    });

    app.get('/dev/payments', async (_request, reply) =>
      html(reply).send(renderWaitingPage(await listWaitingLocalTransactions(db), reply.cspNonce.style)),
    );

    app.post('/dev/payments/:id/decision', async (request, reply) => {
      const transaction = await transactionOf(db, request.params);
      const { decision } = parseInput(laterForm, request.body, 'form');
      const status = decision === 'approve' ? 'approved' : 'declined';
      if (await moveLocalTransaction(db, transaction.id, ['open', 'pending'], status)) {
        await enqueueDelivery(db, transaction.id, status);
      }
      return reply.redirect('/dev/payments', 303);
    });
  };
}
