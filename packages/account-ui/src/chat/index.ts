export { ChatPanel } from './chat-panel';
