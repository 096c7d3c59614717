import type { RemoteDefinition } from '@betfront/remote-kit';
import { remote as betting } from '@betfront/remote-betting';
import { remote as bottomNav } from '@betfront/remote-bottom-nav';
import { remote as casino } from '@betfront/remote-casino';
import { remote as footer } from '@betfront/remote-footer';
import { remote as info } from '@betfront/remote-info';
import { remote as office } from '@betfront/remote-office';
import { remote as paymentConsultant } from '@betfront/remote-payment-consultant';
import { remote as promotions } from '@betfront/remote-promotions';
import { remote as results } from '@betfront/remote-results';

/** The server side of every remote application, by name. */
export const REMOTE_DEFINITIONS: Readonly<Record<string, RemoteDefinition<unknown>>> = {
  betting,
  'bottom-nav': bottomNav,
  casino,
  footer,
  info,
  office,
  'payment-consultant': paymentConsultant,
  promotions,
  results,
} as Record<string, RemoteDefinition<unknown>>;
