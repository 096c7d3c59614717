import { DEFAULT_IS_12H, DEFAULT_TIME_ZONE } from '@betfront/contract/preferences';
import { scopedValue } from '../scoped-value';

/** Where and how the page writes times: hours from UTC and the clock (account §3 global preferences). */
export interface TimeDisplay {
  timeZone: number;
  is12h: boolean;
}

const display = scopedValue<TimeDisplay>({ timeZone: DEFAULT_TIME_ZONE, is12h: DEFAULT_IS_12H });

/** The page's time display; the browser sets it once from the page state, before anything renders. */
export const setTimeDisplay = display.set;

export const timeDisplay = display.read;

/** Renders with a request's time display. */
export const renderWithTimeDisplay = display.renderWith;

/** The IANA name of a whole-hour offset: the Etc zones count the other way round (Etc/GMT-3 is UTC+3). */
export const zoneOfOffset = (hours: number): string =>
  hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
