import { errorMessage } from '../api/error-message.ts';
import { toast } from './toast.ts';

/**
 * Awaits a call and toasts how it went: `success`, or the server's message (`failure` when it sends none).
 * Resolves to whether the call worked.
 */
export async function toastOutcome(
  work: Promise<unknown>,
  success: string,
  failure: string,
): Promise<boolean> {
  try {
    await work;
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error, failure));
    return false;
  }
}
