import { browserApi } from '@betfront/api-client';
import { rewardsAnswerSchema } from '@betfront/contract/rewards';
import type { RewardsAnswer } from '@betfront/contract/rewards';

export const loadRewards = (page: number, signal: AbortSignal): Promise<RewardsAnswer> =>
  browserApi().request(rewardsAnswerSchema, { method: 'GET', path: '/web-api/rewards', query: { page }, signal });
