import type { Logger } from './logger';
import type { Sleep } from './sleep';

export interface LoaderOptions {
  /** Waits between tries; defaults to a real timer. */
  sleep?: Sleep;
  log?: Logger;
}
