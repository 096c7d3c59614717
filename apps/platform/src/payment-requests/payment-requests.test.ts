import { paymentRequestAnswerSchema, paymentRequestTopicsAnswerSchema } from '@betfront/contract/payment-requests';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import { completeDeposit, createPayer, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { XHR } from '../testing/test-app';

const platform = paymentsAppOfFile();

const openRequest = (cookie: string, body: Record<string, unknown>) =>
  platform.app.inject({
    method: 'POST',
    url: '/web-api/payment-requests?lng=en',
    headers: { ...XHR, cookie },
    payload: {
      topicId: 1,
      subTopicId: 11,
      message: 'My card was charged but nothing arrived.',
      requestId: randomUUID(),
      ...body,
    },
  });

describe('payment requests', () => {
  it('lists the topics with their sub-topics in the asked language', async () => {
    const answer = paymentRequestTopicsAnswerSchema.parse(
      (await platform.app.inject({ url: '/web-api/payment-requests/topics?lng=ru' })).json(),
    );
    expect(answer.topics.map((topic) => [topic.id, topic.direction])).toEqual([
      [1, 'deposit'],
      [2, 'withdrawal'],
      [3, null],
    ]);
    expect(answer.topics[0]?.subTopics[0]).toEqual({ id: 11, name: 'Деньги списаны, но не зачислены' });
  });

  it('opens a request about a deposit once per request id; the operator answers, the player replies', async () => {
    const payer = await createPayer(platform.db);
    const paymentId = await completeDeposit(platform.app, platform.db, payer.cookie);
    const requestId = randomUUID();
    const first = await openRequest(payer.cookie, { paymentId, requestId });
    expect(first.statusCode).toBe(201);
    const opened = paymentRequestAnswerSchema.parse(first.json()).request;
    expect(opened).toMatchObject({ subject: 'Paid, but not credited', status: 'open', payment: { id: paymentId } });
    const again = await openRequest(payer.cookie, { paymentId, requestId });
    expect(again.json().request.id).toBe(opened.id);

    const answered = await runAdminAction({ db: platform.db, allowTestCommands: true }, 'paymentRequestAnswer', {
      id: opened.id,
      message: 'We found the payment; it is credited now.',
    });
    expect(answered).toMatchObject({ status: 'answered' });
    const reply = await platform.app.inject({
      method: 'POST',
      url: `/web-api/payment-requests/${opened.id}/messages?lng=en`,
      headers: { ...XHR, cookie: payer.cookie },
      payload: { message: 'Thank you, I see it.' },
    });
    expect(reply.json().request.messages.map((message: { author: string }) => message.author)).toEqual([
      'player',
      'operator',
      'player',
    ]);
    expect(reply.json().request.status).toBe('open');
    await runAdminAction({ db: platform.db, allowTestCommands: true }, 'paymentRequestClose', { id: opened.id });
    const closed = await platform.app.inject({
      method: 'POST',
      url: `/web-api/payment-requests/${opened.id}/messages`,
      headers: { ...XHR, cookie: payer.cookie },
      payload: { message: 'One more thing.' },
    });
    expect([closed.statusCode, closed.json().error.code]).toEqual([409, 'request_closed']);
    const list = await platform.app.inject({
      url: '/web-api/payment-requests?lng=en',
      headers: { cookie: payer.cookie },
    });
    expect(list.json().requests).toHaveLength(1);
  });

  it('refuses a wrong sub-topic, a foreign payment, a payment of the other direction, a short message', async () => {
    const payer = await createPayer(platform.db);
    const other = await createPayer(platform.db);
    const foreign = await completeDeposit(platform.app, platform.db, other.cookie);
    const own = await completeDeposit(platform.app, platform.db, payer.cookie);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ subTopicId: 21 }, 400, 'topic_not_found'],
      [{ paymentId: foreign }, 404, 'payment_not_found'],
      [{ topicId: 2, subTopicId: 21, paymentId: own }, 400, 'payment_not_of_topic'],
      [{ topicId: 3, subTopicId: 31, paymentId: own }, 400, 'payment_not_of_topic'],
      [{ message: 'hi' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const response = await openRequest(payer.cookie, body);
      expect([response.statusCode, response.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await platform.db.query('select id from payment_requests where user_id = $1', [payer.userId])).toEqual([]);
    const visitor = await platform.app.inject({ url: '/web-api/payment-requests' });
    expect(visitor.statusCode).toBe(401);
  });

  it('a player reads and writes only in their own requests', async () => {
    const payer = await createPayer(platform.db);
    const other = await createPayer(platform.db);
    const opened = (await openRequest(payer.cookie, { topicId: 3, subTopicId: 32 })).json().request;
    const read = await platform.app.inject({
      url: `/web-api/payment-requests/${opened.id}`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);
    const write = await platform.app.inject({
      method: 'POST',
      url: `/web-api/payment-requests/${opened.id}/messages`,
      headers: { ...XHR, cookie: other.cookie },
      payload: { message: 'Not my request at all.' },
    });
    expect([write.statusCode, write.json().error.code]).toEqual([404, 'request_not_found']);
  });
});
