import type { Preferences } from '@academy/contracts';
import '../../shared/i18n/en-screens/settings.ts';

export interface PreferenceToggle {
  key: keyof Preferences;
  title: string;
  description: string;
}

export interface PreferenceGroup {
  value: string;
  tab: string;
  title: string;
  subtitle: string;
  toggles: PreferenceToggle[];
}

/** The words are keys, shown through `t`; `key` and `value` are what the API and the tabs use. */
export const PREFERENCE_GROUPS: PreferenceGroup[] = [
  {
    value: 'notifications',
    tab: 'settings.tabNotifications',
    title: 'settings.notificationPreferences',
    subtitle: 'settings.chooseHowNotified',
    toggles: [
      {
        key: 'courseUpdates',
        title: 'settings.courseUpdates',
        description: 'settings.courseUpdatesText',
      },
      {
        key: 'assignmentReminders',
        title: 'settings.assignmentReminders',
        description: 'settings.assignmentRemindersText',
      },
      {
        key: 'discussionReplies',
        title: 'settings.discussionReplies',
        description: 'settings.discussionRepliesText',
      },
    ],
  },
  {
    value: 'privacy',
    tab: 'settings.tabPrivacy',
    title: 'settings.privacySettings',
    subtitle: 'settings.controlPrivacy',
    toggles: [
      {
        key: 'profileVisibility',
        title: 'settings.profileVisibility',
        description: 'settings.profileVisibilityText',
      },
      {
        key: 'learningProgress',
        title: 'settings.learningProgress',
        description: 'settings.learningProgressText',
      },
      {
        key: 'courseActivity',
        title: 'settings.courseActivity',
        description: 'settings.courseActivityText',
      },
    ],
  },
];
