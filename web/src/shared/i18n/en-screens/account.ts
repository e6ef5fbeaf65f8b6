import { addEnglish } from './add-english.ts';

/** The English texts of the account area (its menu and layout): they load with the screens that show them (see add-english.ts). */
export const account = {
  a: 'A',
  academy: 'Academy',
  loadingPage: 'Loading page',
  logOut: 'Log out?',
  youWillNeedToLog: 'You will need to log in again to continue learning.',
  confirm: 'Confirm',
  profile: 'Profile',
  manageYourAccountDetails: 'Manage your account details',
  learningProgress: 'Learning Progress',
  trackYourCourses: 'Track your courses',
  myOrders: 'My orders',
  manageYourPayments: 'Manage your payments',
  settings: 'Settings',
  customizeYourPreferences: 'Customize your preferences',
} as const;
addEnglish({ account });
