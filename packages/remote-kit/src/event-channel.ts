/**
 * The typed event channel between the shell and the remote applications. Events travel as DOM events on
 * window, so every bundle shares the one channel without importing each other.
 */
export interface ChannelEvents {
  couponAddBet: {
    market: { id: string; coef: string; sportId: number; typeId: number; kind: number; isLive: boolean };
    game: { id: number; champName: string; opponents: readonly string[]; startTime: number };
    source: string;
    pageType?: string;
    manualBlockId?: number;
    skipOneClick?: boolean;
  };
  couponUpdate: { betIds: readonly string[] };
  notify: { kind: 'error' | 'done' | 'info'; title?: string; text: string };
  viewStatus: { appName: string; status: number };
}

export type ChannelEventName = keyof ChannelEvents;

const PREFIX = 'betfront:';

export function publish<K extends ChannelEventName>(name: K, detail: ChannelEvents[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export function subscribe<K extends ChannelEventName>(
  name: K,
  listener: (detail: ChannelEvents[K]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ChannelEvents[K]>).detail);
  window.addEventListener(PREFIX + name, handler);
  return () => window.removeEventListener(PREFIX + name, handler);
}
