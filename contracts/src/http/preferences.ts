import { type Static, Type } from 'typebox';
import { Closed } from './common.ts';

/** The settings screen's toggles; every key is persisted per user. */
export const Preferences = Closed(
  {
    courseUpdates: Type.Boolean(),
    assignmentReminders: Type.Boolean(),
    discussionReplies: Type.Boolean(),
    profileVisibility: Type.Boolean(),
    learningProgress: Type.Boolean(),
    courseActivity: Type.Boolean(),
  },
  { $id: 'Preferences' },
);
export type Preferences = Static<typeof Preferences>;
export const PreferencesReply = Type.Object({ preferences: Preferences, message: Type.String() });
export type PreferencesReply = Static<typeof PreferencesReply>;
