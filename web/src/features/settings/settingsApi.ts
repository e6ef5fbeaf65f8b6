import type { Preferences, PreferencesReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

export const settingsApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    preferences: build.query<PreferencesReply, void>({
      query: () => 'userProfile/preferences',
      providesTags: ['Preferences'],
    }),
    savePreferences: build.mutation<PreferencesReply, Preferences>({
      query: (body) => ({ url: 'userProfile/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply) dispatch(settingsApi.util.upsertQueryData('preferences', undefined, reply.data));
      },
    }),
  }),
});

export const { usePreferencesQuery, useSavePreferencesMutation } = settingsApi;
