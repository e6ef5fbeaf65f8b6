import { useNavigate } from 'react-router';
import { bffApi } from '../../api/bffApi.ts';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppDispatch } from '../../app/store.ts';
import { toast } from '../../shared/toast.ts';
import { useLogoutMutation } from '../auth/authApi.ts';
import { loggedOut } from '../auth/authSlice.ts';

/** The spec's success toast, with the account area's farewell. */
export const LOGOUT_SUCCESS = 'Logout successful! We hope to see you again soon!';

/** Logs out on the server, then forgets the user and every cached reply, and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to log out'));
      return;
    }
    dispatch(loggedOut());
    dispatch(bffApi.util.resetApiState());
    toast.success(LOGOUT_SUCCESS);
    navigate(paths.login, { replace: true });
  };
}
