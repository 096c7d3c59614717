export { MediaDock } from './zone/media-dock';
export { installMedia } from './state/page-media';
