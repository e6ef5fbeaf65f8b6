import { addEnglish } from './add-english.ts';

/** The English texts of the category question and card: they load with the screens that show them (see add-english.ts). */
export const category = {
  iAmA: 'I am a',
  chooseOne: 'Choose one',
  whatDescribesYou: 'What describes you?',
  saving: 'Saving...',
  tellUsAboutYourself: 'Tell us about yourself',
  areYouAStudentOr: 'Are you a student or a professional? We use it to suggest the right courses.',
  save: 'Save',
  closing: 'Closing...',
  notNow: 'Not now',
  category: 'Category',
  youToldUs: 'You told us: {{current}}',
  notToldYet: 'Not told yet',
  saveCategory: 'Save category',
  optionStudent: 'Student',
  optionProfessional: 'Professional',
  optionOther: 'Something else',
  tellUsWhatDescribesYou: 'Tell us what describes you',
  atMostCharacters: 'At most {{max}} characters',
} as const;
addEnglish({ category });
