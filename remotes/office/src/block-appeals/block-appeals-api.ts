import { browserApi } from '@betfront/api-client';
import { blockAppealAnswerSchema, blockAppealsAnswerSchema } from '@betfront/contract/block-appeals';
import type { BlockAppeal, NewBlockAppeal } from '@betfront/contract/block-appeals';

export const BLOCK_APPEALS_KEY = ['block-appeals'];

export async function loadAppeals(signal: AbortSignal): Promise<BlockAppeal[]> {
  const answer = await browserApi().request(blockAppealsAnswerSchema, {
    method: 'GET',
    path: '/web-api/user/block-appeals',
    signal,
  });
  return answer.appeals;
}

export async function sendAppeal(body: NewBlockAppeal): Promise<BlockAppeal> {
  const answer = await browserApi().request(blockAppealAnswerSchema, {
    method: 'POST',
    path: '/web-api/user/block-appeals',
    body,
  });
  return answer.appeal;
}
