import { errorMessage } from '../api/error-message.ts';
import { toast } from './toast.ts';

export interface ProgressMessages {
  /** Shown while the call runs, e.g. 'Saving the course...'. */
  loading: string;
  success: string;
  /** The fallback when the server sends no message. */
  error: string;
}

/**
 * Wraps a course call in a progress toast (spec: progress toasts wrap course and payment calls): a loading
 * toast that turns into the outcome. Resolves to the call's result, or undefined when it failed.
 */
export async function withProgressToast<T>(
  work: Promise<T>,
  messages: ProgressMessages,
): Promise<T | undefined> {
  try {
    return await toast.promise(work, {
      loading: messages.loading,
      success: messages.success,
      error: (error: unknown) => errorMessage(error, messages.error),
    });
  } catch {
    return undefined;
  }
}
