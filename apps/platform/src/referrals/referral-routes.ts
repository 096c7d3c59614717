import { referralFriendParamsSchema, referralsQuerySchema } from '@betfront/contract/referrals';
import type { ReferralFriend, ReferralsAnswer } from '@betfront/contract/referrals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { collectReferralReward } from './collect-reward';
import { REFERRAL_COOKIE } from './referral-code';
import { referralCodeOf } from './referral-code';
import type { ReferralRow } from './referral-repository';
import { listReferrals, ruleOf } from './referral-repository';

/** A friend's login as the referrer sees it: enough to recognise, not enough to log in with. */
const maskLogin = (login: string) =>
  login.length <= 4 ? `${login[0] ?? ''}***` : `${login.slice(0, 2)}***${login.slice(-2)}`;

function friendOf(row: ReferralRow): ReferralFriend {
  const status = row.paidAt !== null ? 'paid' : row.qualifiedAt !== null ? 'qualified' : 'registered';
  return {
    id: row.friendUserId,
    login: maskLogin(row.friendLogin),
    registered_at: new Date(row.registeredAt).toISOString(),
    status,
    reward:
      row.rewardAmount !== null && row.rewardCurrency !== null
        ? { amount: row.rewardAmount, currency_iso: row.rewardCurrency }
        : null,
  };
}

/** Bring a friend: the player's link, their friends' progress, and collecting a reward. */
export function referralRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/referrals', async (request): Promise<ReferralsAnswer> => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(referralsQuerySchema, request.query, 'query');
      const [code, rule, rows] = await Promise.all([
        referralCodeOf(db, user.id),
        ruleOf(db, user.id),
        listReferrals(db, user.id),
      ]);
      return {
        code,
        link_path: `/${lng}/registration?${REFERRAL_COOKIE}=${code}`,
        rule: rule && { currency_iso: rule.currencyIso, min_deposit: rule.minDeposit, reward: rule.reward },
        friends: rows.map(friendOf),
      };
    });

    app.post('/web-api/referrals/:friendId/collect', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { friendId } = parseInput(referralFriendParamsSchema, request.params, 'path');
      const paid = await collectReferralReward(db, user.id, friendId, countryFromRequest(request));
      return { amount: paid.amount, currency_iso: paid.currencyIso, balance: paid.balance };
    });
  };
}
