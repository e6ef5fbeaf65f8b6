import type { DemoQuestion } from './demo-modules.ts';

/**
 * The twenty questions of the featured course's certification exam (spec: 20 questions, 3 hours). The
 * first five are the ones the exam started with; the right option is never the last one.
 */
export const certificationExamQuestions: DemoQuestion[] = [
  {
    text: 'Which header records each server a message passed through?',
    options: ['Subject', 'Received', 'Reply-To', 'X-Mailer'],
    correct: 1,
    explanation: 'Every server that relays a message adds a Received header on top of the others.',
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
    explanation:
      'SPF lists the servers allowed to send for a domain; a failure means the sender is not on the list.',
  },
  {
    text: 'In which order are Received headers read to trace a message from its origin?',
    options: ['Bottom to top', 'Top to bottom', 'Alphabetically', 'By size'],
    correct: 0,
    explanation: 'Each relay prepends its header, so the oldest hop is at the bottom.',
  },
  {
    text: 'Which signature lets a receiver verify that a message body was not altered?',
    options: ['MIME', 'DKIM', 'IMAP', 'SMTP AUTH'],
    correct: 1,
    explanation: 'DKIM signs selected headers and a hash of the body with the sending domain\u2019s key.',
  },
  {
    text: 'What is taken before a mailbox export is analysed?',
    options: ['A screenshot', 'A printout', 'A cryptographic hash', 'A password reset'],
    correct: 2,
    explanation: 'A hash taken at acquisition shows later that the analysed copy is unchanged.',
  },
  {
    text: 'Which header holds the unique identifier the originating system gave a message?',
    options: ['Message-ID', 'Content-Type', 'Return-Path', 'X-Priority'],
    correct: 0,
    explanation: 'Message-ID is set once by the originating system and links replies and copies.',
  },
  {
    text: 'What does a DMARC policy of p=reject ask receivers to do?',
    options: [
      'Deliver the message to spam',
      'Refuse messages that fail authentication',
      'Forward a copy to the sender',
      'Strip attachments',
    ],
    correct: 1,
    explanation: 'p=reject tells receivers to refuse mail that fails SPF and DKIM alignment.',
  },
  {
    text: 'Which file format stores a whole Outlook mailbox?',
    options: ['EML', 'MBOX', 'PST', 'VCF'],
    correct: 2,
    explanation: 'Outlook keeps mailboxes in PST (or OST for cached Exchange) files.',
  },
  {
    text: 'Which format stores one message per file, headers and body as sent?',
    options: ['EML', 'PST', 'OST', 'CSV'],
    correct: 0,
    explanation: 'An EML file is a single RFC 5322 message.',
  },
  {
    text: 'Where is the address bounces are sent to recorded?',
    options: ['Subject', 'Return-Path', 'Cc', 'X-Mailer'],
    correct: 1,
    explanation: 'Return-Path carries the envelope sender, where delivery failures go.',
  },
  {
    text: 'What does a Reply-To address that differs from the From address often indicate in phishing?',
    options: [
      'A mailing list',
      'An encrypted message',
      'Replies diverted to the attacker',
      'A delivery delay',
    ],
    correct: 2,
    explanation: 'Attackers spoof From but set Reply-To to a mailbox they control.',
  },
  {
    text: 'Which encoding is most often used for attachments in MIME messages?',
    options: ['Base64', 'ROT13', 'UTF-16', 'Gzip'],
    correct: 0,
    explanation: 'MIME attachments are usually Base64 encoded to survive 7-bit transport.',
  },
  {
    text: 'Why are timestamps in Received headers compared across hops?',
    options: [
      'To find the fastest server',
      'To spot gaps or inconsistencies that suggest forgery',
      'To compute the message size',
      'To read the subject',
    ],
    correct: 1,
    explanation: 'Out-of-order or implausible times between hops point to inserted or forged headers.',
  },
  {
    text: 'What documents who handled the evidence and when?',
    options: ['A hash list', 'A search warrant', 'The chain of custody', 'The mailbox quota'],
    correct: 2,
    explanation: 'The chain of custody records every transfer and access of the evidence.',
  },
  {
    text: 'Which protocol leaves the messages on the server while a client reads them?',
    options: ['IMAP', 'POP3 with delete', 'SMTP', 'FTP'],
    correct: 0,
    explanation: 'IMAP keeps mail on the server, so server-side copies usually remain for collection.',
  },
  {
    text: 'A message claims to come from a bank but its first Received hop is a residential ISP. What is the likely conclusion?',
    options: [
      'The bank changed providers',
      'The message was probably spoofed',
      'The message was encrypted',
      'The header is always unreliable',
    ],
    correct: 1,
    explanation: 'Banks send from their own or their provider\u2019s servers, not from home connections.',
  },
  {
    text: 'Which tool view shows the raw source of a message for analysis?',
    options: ['The preview pane', 'The calendar', 'The original message (show source)', 'The address book'],
    correct: 2,
    explanation: 'Only the raw source shows every header as received.',
  },
  {
    text: 'What should an examiner do before opening a suspicious attachment?',
    options: [
      'Work on a hashed copy in an isolated environment',
      'Open it on the evidence machine',
      'Forward it to colleagues',
      'Rename it to .txt',
    ],
    correct: 0,
    explanation: 'Isolation protects the examiner\u2019s systems; the copy protects the evidence.',
  },
  {
    text: 'What does the X-Originating-IP header, when present, usually show?',
    options: [
      'The receiver\u2019s address',
      'The address of the client that submitted the message',
      'The DNS server',
      'The attachment\u2019s checksum',
    ],
    correct: 1,
    explanation: 'Some webmail services record the submitting client\u2019s address in X-Originating-IP.',
  },
  {
    text: 'What must a forensic report of an email investigation allow another examiner to do?',
    options: [
      'Skip the analysis',
      'Trust it without checking',
      'Repeat the analysis and reach the same findings',
      'Change the evidence',
    ],
    correct: 2,
    explanation: 'Findings must be reproducible from the documented steps and the preserved evidence.',
  },
];
