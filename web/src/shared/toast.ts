import { toast as kitToast, type ToastOptions } from '@academy/ui-kit';
import { say } from './i18n/messages.ts';

type Message = Parameters<typeof kitToast.success>[0];
const inLanguage = (message: Message) => (typeof message === 'string' ? say(message) : message);

/** The kit's toasts, their English messages shown in the language on screen. */
export const toast = {
  ...kitToast,
  plain: (message: Message, options?: ToastOptions) => kitToast.plain(inLanguage(message), options),
  success: (message: Message, options?: ToastOptions) => kitToast.success(inLanguage(message), options),
  error: (message: Message, options?: ToastOptions) => kitToast.error(inLanguage(message), options),
  promise: <T>(
    work: Promise<T>,
    messages: {
      loading: string;
      success: string | ((result: T) => string);
      error: (error: unknown) => string;
    },
  ) =>
    kitToast.promise(work, {
      loading: say(messages.loading),
      success: (result: T) =>
        say(typeof messages.success === 'string' ? messages.success : messages.success(result)),
      error: (error: unknown) => say(messages.error(error)),
    }),
};
