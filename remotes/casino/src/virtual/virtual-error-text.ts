import { refusalText } from '@betfront/api-client';
import { VIRTUAL_ERROR_CODES } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';

/** What a refused purchase tells the player, in their language. */
export const virtualErrorText = (error: unknown, t: Translate): string =>
  refusalText(error, t, 'virtual', VIRTUAL_ERROR_CODES);
