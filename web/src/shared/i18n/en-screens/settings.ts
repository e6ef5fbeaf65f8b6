import { addEnglish } from './add-english.ts';

/** The English texts of the settings screen: they load with the screens that show them (see add-english.ts). */
export const settings = {
  settings: 'Settings',
  manageYourAccountPreferencesAnd: 'Manage your account preferences and learning environment',
  loadingSettings: 'Loading settings',
  settingsSections: 'Settings sections',
  cancel: 'Cancel',
  saving: 'Saving...',
  saveChanges: 'Save Changes',
  tabNotifications: 'Notifications',
  notificationPreferences: 'Notification Preferences',
  chooseHowNotified: 'Choose how you want to be notified',
  courseUpdates: 'Course Updates',
  courseUpdatesText: 'Get notified about new lessons and materials',
  assignmentReminders: 'Assignment Reminders',
  assignmentRemindersText: 'Receive reminders about upcoming deadlines',
  discussionReplies: 'Discussion Replies',
  discussionRepliesText: 'Get notified when someone replies to your comments',
  tabPrivacy: 'Privacy',
  privacySettings: 'Privacy Settings',
  controlPrivacy: 'Control your privacy and security preferences',
  profileVisibility: 'Profile Visibility',
  profileVisibilityText: 'Make your profile visible to other learners',
  learningProgress: 'Learning Progress',
  learningProgressText: 'Share your course progress with others',
  courseActivity: 'Course Activity',
  courseActivityText: 'Show your activity in course discussions',
} as const;
addEnglish({ settings });
