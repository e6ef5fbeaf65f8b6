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
  pillarPractitioners: 'Courses built by practitioners',
  pillarPractitionersText:
    'Every course is written by engineers who use the tools every day, with documents, videos and quizzes.',
  pillarCertificates: 'Certificates that mean something',
  pillarCertificatesText:
    'Pass every assessment to earn a downloadable certificate that anyone can verify online.',
  pillarAnywhere: 'Learn anywhere, at your pace',
  pillarAnywhereText: 'Self-paced learning on any device, with your progress saved as you go.',
  pillarEveryone: 'For students and professionals',
  pillarEveryoneText: 'From first steps to industry certifications, the catalogue grows with your career.',
  contactUs: 'Contact us',
} as const;
addEnglish({ marketing });
