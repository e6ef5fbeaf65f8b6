import type { Preferences, PreferencesReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery, onReply } from '../../api/endpoint-shapes.ts';

export const settingsApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    preferences: build.query<PreferencesReply, void>(
      fixedPathQuery('userProfile/preferences', 'Preferences'),
    ),
    savePreferences: build.mutation<PreferencesReply, Preferences>({
      ...bodyMutation('PUT', 'userProfile/preferences'),
      onQueryStarted: onReply((reply, dispatch) => {
        dispatch(settingsApi.util.upsertQueryData('preferences', undefined, reply));
      }),
    }),
  }),
});

export const { usePreferencesQuery, useSavePreferencesMutation } = settingsApi;
