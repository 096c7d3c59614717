import { z } from 'zod/mini';

/** The payment-request topic a player applies to the agent network through (under "other payment questions"). */
export const TEAM_CASH_TOPIC = { topicId: 3, subTopicId: 33 } as const;

/** Completed deposits after which the team-cash notice shows: at exactly these counts, once each. */
export const TEAM_CASH_NOTICE_DEPOSITS = [3, 4] as const;

/** GET /web-api/team-cash/status — whether the operator has taken the player on as an agent. */
export const teamCashStatusSchema = z.object({ isAgent: z.boolean() });
export type TeamCashStatus = z.infer<typeof teamCashStatusSchema>;
