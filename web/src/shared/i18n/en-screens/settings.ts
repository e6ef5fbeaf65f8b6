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
} as const;
addEnglish({ settings });
