import type { PageBodies } from '../page-body';
import { HistoryBody } from './history-body';
import { HistoryClearBody } from './history-clear-body';
import { HistoryMailBody } from './history-mail-body';
import { PowerbetBody } from './powerbet-body';

/** Page bodies of the bets history, by route name. */
export const HISTORY_BODIES: PageBodies = {
  'office.history': HistoryBody,
  'office.history.powerbet': PowerbetBody,
  'office.history-mail': HistoryMailBody,
  'office.history-clear': HistoryClearBody,
};
