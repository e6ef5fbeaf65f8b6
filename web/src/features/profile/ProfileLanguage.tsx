import { useEffect } from 'react';
import { useAppSelector } from '../../app/store.ts';
import { languageOfProfile, switchLanguage } from '../../shared/i18n/i18n.ts';
import { useProfileQuery } from './profileApi.ts';

/**
 * A signed-in learner sees the app in their profile's language: as soon as the profile is known (after
 * login or a reload) and at once when a saved profile changes it (the save writes the reply into this
 * query). A visitor keeps the language last used on this device.
 */
export function ProfileLanguage() {
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const language = useProfileQuery(undefined, { skip: !isLoggedIn }).data?.user.language;
  useEffect(() => {
    if (isLoggedIn && language !== undefined) void switchLanguage(languageOfProfile(language));
  }, [isLoggedIn, language]);
  return null;
}
