import { browserApi } from '@betfront/api-client';
import { callbackAnswerSchema, callbacksAnswerSchema } from '@betfront/contract/support';
import type { Callback, NewCallback } from '@betfront/contract/support';

export async function loadCallbacks(signal: AbortSignal): Promise<Callback[]> {
  const answer = await browserApi().request(callbacksAnswerSchema, {
    method: 'GET',
    path: '/web-api/support/callbacks',
    signal,
  });
  return answer.callbacks;
}

export async function orderCallback(body: NewCallback): Promise<Callback> {
  const answer = await browserApi().request(callbackAnswerSchema, {
    method: 'POST',
    path: '/web-api/support/callbacks',
    body,
  });
  return answer.callback;
}

export async function cancelCallback(id: string): Promise<Callback> {
  const answer = await browserApi().request(callbackAnswerSchema, {
    method: 'POST',
    path: `/web-api/support/callbacks/${id}/cancel`,
  });
  return answer.callback;
}
