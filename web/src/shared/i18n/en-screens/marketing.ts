import { addEnglish } from './add-english.ts';

/** The English texts of the About and Contact pages: they load with the screens that show them (see add-english.ts). */
export const marketing = {
  practicalSkillsTaughtByThe: 'Practical skills, taught by the people who build the tools',
  academyIsTheLearningPlatform:
    'Academy is the learning platform of a software company. We turn years of field experience into courses you can follow at your own pace.',
  readyToStart: 'Ready to start?',
  createAFreeAccountAnd: 'Create a free account and browse the catalogue.',
  createYourAccount: 'Create your account',
  weReHereToHelp: "We're here to help",
  questionsAboutACourseA:
    'Questions about a course, a payment or your certificate? Get in touch and we will get back to you within a few hours.',
  salesAndPartnerships: 'Sales and partnerships',
  trainingForYourTeamWrite: 'Training for your team? Write to',
  andMentionTheNumberOf: 'and mention the number of seats.',
  ourOffices: 'Our offices',
} as const;
addEnglish({ marketing });
