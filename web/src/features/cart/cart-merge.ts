import type { AppStartListening } from '../../app/app-state.ts';
import { loggedIn } from '../auth/authSlice.ts';
import { browserCartCourseIds, clearBrowserCart } from './cart-storage.ts';
import { cartApi } from './cartApi.ts';

/**
 * At login (and when a stored session is restored) what this browser kept in its cart joins the server
 * cart; the browser copy is cleared only once the server has it, so a failed merge is tried again later.
 */
export function startCartMergeAtLogin(startListening: AppStartListening): void {
  startListening({
    actionCreator: loggedIn,
    effect: async ({ payload: user }, api) => {
      const courseIds = browserCartCourseIds(user.id);
      if (courseIds.length === 0) return;
      try {
        await api
          .dispatch(cartApi.endpoints.mergeCart.initiate({ user_id: user.id, course_ids: courseIds }))
          .unwrap();
        clearBrowserCart(user.id);
      } catch {
        // Kept for the next login.
      }
    },
  });
}
