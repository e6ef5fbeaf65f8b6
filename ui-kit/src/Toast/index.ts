export {
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastPosition,
  toast,
  useVisibleToastLimit,
} from './Toast.tsx';
