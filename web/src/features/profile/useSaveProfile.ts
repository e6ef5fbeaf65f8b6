import type { UpdateProfileBody } from '@academy/contracts';
import { errorMessage } from '../../api/error-message.ts';
import { notify } from '../../shared/notify.tsx';
import { useUpdateProfileMutation } from './profileApi.ts';

/** Saves profile changes and reports the outcome; resolves to whether the save succeeded. */
export function useSaveProfile() {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const save = async (body: UpdateProfileBody): Promise<boolean> => {
    try {
      const reply = await updateProfile(body).unwrap();
      notify('success', reply.message, 'Your changes have been saved');
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to update profile'), 'Please try again');
      return false;
    }
  };
  return [save, isLoading] as const;
}
