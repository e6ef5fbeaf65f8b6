import { Preferences, PreferencesReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { savePreferences } from '../../commands/save-preferences.ts';
import type { AuthContext } from '../../context.ts';
import { findUserById } from '../../queries/users.ts';
import { ownAccount } from '../params.ts';

/** The settings screen's notification and privacy toggles, saved per user. */
export const registerPreferenceRoutes = (app: App, { db, guards }: AuthContext) => {
  const reply = { response: { 200: PreferencesReply } };

  app.get('/users/:id/preferences', ownAccount(guards, reply), async (request) => ({
    preferences: (await findUserById(db, request.params.id)).preferences,
    message: 'Preferences loaded',
  }));

  app.put('/users/:id/preferences', ownAccount(guards, { body: Preferences, ...reply }), async (request) => ({
    preferences: await savePreferences(db, request.params.id, request.body),
    message: 'Preferences saved',
  }));
};
