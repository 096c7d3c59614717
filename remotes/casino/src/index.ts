export { remote } from './remote';
