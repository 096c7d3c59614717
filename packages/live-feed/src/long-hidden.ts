export { HIDDEN_PAUSE_MS, watchLongHidden } from '@betfront/remote-kit/long-hidden';
