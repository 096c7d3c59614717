import { refusalText } from '@betfront/api-client';
import { TOTO_ERROR_CODES } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';

/** What a refused purchase tells the player, in their language. */
export const totoErrorText = (error: unknown, t: Translate): string => refusalText(error, t, 'toto', TOTO_ERROR_CODES);
