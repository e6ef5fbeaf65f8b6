import { Preferences, PreferencesReply } from '@academy/contracts';
import { type App, assertSelfOrAdmin } from '@academy/kit';
import { savePreferences } from '../../commands/save-preferences.ts';
import type { AuthContext } from '../../context.ts';
import { findUserById } from '../../queries/users.ts';
import { UserIdParams } from '../params.ts';

/** The settings screen's notification and privacy toggles, saved per user. */
export const registerPreferenceRoutes = (app: App, { db, guards }: AuthContext) => {
  app.get(
    '/users/:id/preferences',
    { preHandler: guards.user, schema: { params: UserIdParams, response: { 200: PreferencesReply } } },
    async (request) => {
      const { id } = request.params;
      assertSelfOrAdmin(request.user, id);
      return { preferences: (await findUserById(db, id)).preferences, message: 'Preferences loaded' };
    },
  );

  app.put(
    '/users/:id/preferences',
    {
      preHandler: guards.user,
      schema: { params: UserIdParams, body: Preferences, response: { 200: PreferencesReply } },
    },
    async (request) => {
      const { id } = request.params;
      assertSelfOrAdmin(request.user, id);
      return { preferences: await savePreferences(db, id, request.body), message: 'Preferences saved' };
    },
  );
};
