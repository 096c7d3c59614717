import { createHmac } from 'node:crypto';

/**
 * The secret a provider signs its wallet calls with. Derived from the platform's session secret, so every
 * platform process agrees on it without storing it; a provider outside the platform is handed its own.
 */
export const casinoProviderSecret = (sessionSecret: string, providerId: string): string =>
  createHmac('sha256', sessionSecret).update(`casino-wallet:${providerId}`).digest('hex');
