import type { PaymentRequestTopic } from '@betfront/contract/payment-requests';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState, LinkGrid } from '@betfront/ui';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { loadPayments } from '../payments/payments-api';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { paymentLabel, RequestForm } from './request-form';
import { loadTopics } from './requests-api';

const BASE = 'office/payment/create-request';

/** The player's payments a request on the topic may attach, newest first. */
function useTopicPayments(topic: PaymentRequestTopic | undefined) {
  const direction = topic?.direction ?? undefined;
  const load = useCallback(
    (signal: AbortSignal) =>
      direction ? loadPayments({ direction, page: 1, limit: 50 }, signal) : Promise.resolve({ payments: [], total: 0 }),
    [direction],
  );
  return useRequest(['payment-requests', 'transactions', direction ?? 'none'], load);
}

/**
 * A new payment request, step by step: a topic, then a sub-topic (or the operation it is about), then the
 * message. Serves create-request, …/{topicId}, …/{topicId}/{subTopicId} and …/{topicId}/transactions[/{id}].
 */
export function CreateRequestBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const { topicId, subTopicId, transactionId } = ctx.route.params;
  const isTransactions = ctx.route.name === 'office.payment.create-request.transactions';
  const topics = useRequest(
    ['payment-requests', 'topics', lng],
    useCallback((signal: AbortSignal) => loadTopics(lng, signal), [lng]),
  );
  const topic = topics.value?.find((candidate) => String(candidate.id) === topicId);
  const payments = useTopicPayments(topic);

  if (topics.value === null) return <RequestPending request={topics} t={t} />;
  const back = [{ href: `/${lng}/${BASE}`, label: t('payments.requests.link.topics') }];
  if (topicId === undefined) {
    return (
      <LinkGrid
        label={t('payments.requests.topics')}
        items={topics.value.map((candidate) => ({ href: `/${lng}/${BASE}/${candidate.id}`, label: candidate.name }))}
      />
    );
  }
  const subTopic = topic?.subTopics.find((candidate) => String(candidate.id) === subTopicId);
  if (!topic || (subTopicId !== undefined && !subTopic)) {
    return (
      <EmptyState
        title={t('payments.requests.missing.title')}
        text={t('payments.requests.missing.text')}
        links={back}
      />
    );
  }
  if (!isTransactions && subTopic === undefined) {
    const links = topic.subTopics.map((sub) => ({ href: `/${lng}/${BASE}/${topic.id}/${sub.id}`, label: sub.name }));
    const pick = topic.direction
      ? [{ href: `/${lng}/${BASE}/${topic.id}/transactions`, label: t('payments.requests.link.pick_payment') }]
      : [];
    return <LinkGrid label={topic.name} items={[...links, ...pick]} />;
  }
  const list = payments.value?.payments ?? null;
  if (list === null) return <RequestPending request={payments} t={t} />;
  if (isTransactions && transactionId === undefined) {
    return list.length === 0 ? (
      <EmptyState
        title={t('payments.requests.no_payments.title')}
        text={t('payments.requests.no_payments.text')}
        links={back}
      />
    ) : (
      <LinkGrid
        label={t('payments.requests.link.pick_payment')}
        items={list.map((payment) => ({
          href: `/${lng}/${BASE}/${topic.id}/transactions/${payment.id}`,
          label: paymentLabel(payment, t),
        }))}
      />
    );
  }
  const attached = transactionId === undefined ? undefined : list.find((payment) => payment.id === transactionId);
  if (transactionId !== undefined && !attached) {
    return (
      <EmptyState
        title={t('payments.requests.missing.title')}
        text={t('payments.requests.missing.text')}
        links={back}
      />
    );
  }
  return (
    <div className={sharedStyles.page}>
      <p className={sharedStyles.total}>
        {subTopic ? `${topic.name} · ${subTopic.name}` : attached ? paymentLabel(attached, t) : topic.name}
      </p>
      <RequestForm
        lng={lng}
        topic={topic}
        subTopicId={subTopic?.id}
        payments={list}
        fixedPaymentId={attached?.id}
        t={t}
      />
    </div>
  );
}
