import { refusalText } from '@betfront/api-client';
import { DRAW_ERROR_CODES } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';

/** What a refused purchase tells the player, in their language. */
export const lottoErrorText = (error: unknown, t: Translate): string =>
  refusalText(error, t, 'lotto', DRAW_ERROR_CODES);
