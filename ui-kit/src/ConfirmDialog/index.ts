export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
