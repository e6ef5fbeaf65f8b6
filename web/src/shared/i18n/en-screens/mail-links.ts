import { addEnglish } from './add-english.ts';

/** The English texts of the pages mails link to: they load with the screens that show them (see add-english.ts). */
export const mailLinks = {
  eMailSettings: 'E-mail settings',
  chooseWhichEMailsThe: 'Choose which e-mails the Academy sends you',
  thisLinkDoesNotWork: 'This link does not work',
  subscribedAgain: 'Subscribed again',
  unsubscribed: 'Unsubscribed',
  stopEMailsSecurityAnd:
    'Stop {{label}} e-mails? Security and account e-mails (password resets, receipts) still come.',
  youDoNotGetE: 'You do not get {{label}} e-mails.',
  saving: 'Saving...',
  unsubscribe: 'Unsubscribe',
  undoSubscribeAgain: 'Undo: subscribe again',
  confirmYourEMailAddress: 'Confirm your e-mail address',
  soThatWeKnowThis: 'So that we know this address is yours',
  allNotificationSettings: 'All notification settings',
} as const;
addEnglish({ mailLinks });
