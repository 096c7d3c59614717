import type { PageBodies } from '../page-body';
import { HistoryBody } from './history-body';
import { PowerbetBody } from './powerbet-body';

/** Page bodies of the bets history, by route name. */
export const HISTORY_BODIES: PageBodies = {
  'office.history': HistoryBody,
  'office.history.powerbet': PowerbetBody,
};
