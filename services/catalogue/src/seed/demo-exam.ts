import type { DemoModule } from './demo-modules.ts';

/**
 * The featured course's certification exam: its only quiz, so it is the quiz exam vouchers (course 51)
 * add attempts to. Three attempts are included (spec §9); the pass mark is the default 80%.
 */
export const certificationExamModule: DemoModule = {
  title: 'Certification Exam',
  document: {
    title: 'How the certification exam works',
    paragraphs: [
      'The Email Forensic Analyst certification exam checks that you can examine mailboxes, read message headers and report findings that hold up in review.',
      'Three attempts are included with the course. An exam voucher adds one more attempt after the three are used.',
      'A score of 80% or more passes the exam and unlocks the certificate, valid for three years.',
    ],
  },
  video: { title: 'Preparing for the certification exam' },
  quiz: {
    title: 'Email Forensic Analyst certification exam',
    questions: [
      {
        text: 'Which header records each server a message passed through?',
        options: ['Subject', 'Received', 'Reply-To', 'X-Mailer'],
        correct: 1,
      },
      {
        text: 'What does a failed SPF check suggest?',
        options: [
          'The attachment is encrypted',
          'The mailbox is full',
          'The sending server is not authorised for the domain',
          'The message was read',
        ],
        correct: 2,
      },
      {
        text: 'In which order are Received headers read to trace a message from its origin?',
        options: ['Bottom to top', 'Top to bottom', 'Alphabetically', 'By size'],
        correct: 0,
      },
      {
        text: 'Which signature lets a receiver verify that a message body was not altered?',
        options: ['MIME', 'DKIM', 'IMAP', 'SMTP AUTH'],
        correct: 1,
      },
      {
        text: 'What is taken before a mailbox export is analysed?',
        options: ['A screenshot', 'A printout', 'A cryptographic hash', 'A password reset'],
        correct: 2,
      },
    ],
  },
};
