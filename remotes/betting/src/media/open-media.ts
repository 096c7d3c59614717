import { publish, subscribe } from '@betfront/remote-kit';
import type { ChannelEvents } from '@betfront/remote-kit';

type MediaType = ChannelEvents['mediaSelect']['type'];
type Listener = () => void;

/** The media the page's media zone has open, as it last told the channel; followed from the first reader on. */
let open: ChannelEvents['mediaUpdate']['open'] = [];
let isFollowing = false;
const listeners = new Set<Listener>();

function follow(): void {
  if (isFollowing) return;
  isFollowing = true;
  subscribe('mediaUpdate', (update) => {
    open = update.open;
    for (const listener of [...listeners]) listener();
  });
  publish('mediaRequestState', {});
}

export function subscribeOpenMedia(listener: Listener): () => void {
  follow();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isMediaOpen = (gameId: number, type?: MediaType): boolean =>
  open.some((media) => media.gameId === gameId && (type === undefined || media.type === type));
