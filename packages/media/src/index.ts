export { installMedia } from './state/page-media';
