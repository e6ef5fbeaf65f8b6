export { Toaster, type ToasterProps, type ToastOptions, type ToastPosition, toast } from './Toast.tsx';
