import {
  bettingAwardsAnswerSchema,
  bonusGamesShowcaseSchema,
  huntingAnswerSchema,
} from '@betfront/contract/bonus-promotions';
import type { BettingAward, BonusGamesShowcase, HuntingAnswer } from '@betfront/contract/bonus-promotions';
import type { Fetcher } from '@betfront/remote-kit';
import { parse } from 'zod/mini';
import type { PromotionsData } from './promotions-data';

/** What the bonus games, awards and hunting pages show from the platform, for a visitor or the player. */
export interface PlayContent {
  showcase: BonusGamesShowcase['games'] | null;
  awards: BettingAward[] | null;
  hunting: HuntingAnswer | null;
}

export const NO_PLAY_CONTENT: PlayContent = { showcase: null, awards: null, hunting: null };

async function fetchJson(fetcher: Fetcher, url: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The platform content of a play page, or null when the page shows none. */
export async function loadPlayContent(
  data: PromotionsData,
  fetcher: Fetcher,
  lng: string,
): Promise<Partial<PlayContent> | null> {
  const query = new URLSearchParams({ lng });
  switch (data.content) {
    case 'games':
    case 'games-project':
    case 'games-landing': {
      const answer = parse(bonusGamesShowcaseSchema, await fetchJson(fetcher, `/web-api/bonus-games?${query}`));
      return { showcase: answer.games };
    }
    case 'betting-awards': {
      const answer = parse(bettingAwardsAnswerSchema, await fetchJson(fetcher, `/web-api/betting-awards?${query}`));
      return { awards: answer.awards };
    }
    case 'hunting-and-fishing':
      return { hunting: parse(huntingAnswerSchema, await fetchJson(fetcher, `/web-api/hunting-and-fishing?${query}`)) };
    default:
      return null;
  }
}
