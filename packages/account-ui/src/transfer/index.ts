export { TransferUserDialog } from './transfer-dialog';
export type { TransferUserDialogProps } from './transfer-dialog';
