export { AccountsMenu } from './accounts-menu';
