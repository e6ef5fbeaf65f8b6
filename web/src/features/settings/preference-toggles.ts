import type { Preferences } from '@academy/contracts';

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

export const PREFERENCE_GROUPS: PreferenceGroup[] = [
  {
    value: 'notifications',
    tab: 'Notifications',
    title: 'Notification Preferences',
    subtitle: 'Choose how you want to be notified',
    toggles: [
      {
        key: 'courseUpdates',
        title: 'Course Updates',
        description: 'Get notified about new lessons and materials',
      },
      {
        key: 'assignmentReminders',
        title: 'Assignment Reminders',
        description: 'Receive reminders about upcoming deadlines',
      },
      {
        key: 'discussionReplies',
        title: 'Discussion Replies',
        description: 'Get notified when someone replies to your comments',
      },
    ],
  },
  {
    value: 'privacy',
    tab: 'Privacy',
    title: 'Privacy Settings',
    subtitle: 'Control your privacy and security preferences',
    toggles: [
      {
        key: 'profileVisibility',
        title: 'Profile Visibility',
        description: 'Make your profile visible to other learners',
      },
      {
        key: 'learningProgress',
        title: 'Learning Progress',
        description: 'Share your course progress with others',
      },
      {
        key: 'courseActivity',
        title: 'Course Activity',
        description: 'Show your activity in course discussions',
      },
    ],
  },
];
