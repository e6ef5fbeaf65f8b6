/** The modules of the demo content course: what each document says and what each quiz asks. */

export interface DemoQuestion {
  text: string;
  options: string[];
  /** Index of the correct option. */
  correct: number;
  /** Shown in the learner's review after submitting. */
  explanation?: string;
}

export interface DemoModule {
  title: string;
  document: { title: string; paragraphs: string[] };
  video: { title: string };
  /** Absent for a lesson whose questions are asked elsewhere (the featured course's exam). */
  quiz?: { title: string; questions: DemoQuestion[]; timeLimitMinutes?: number };
}

/** A demo question as the catalogue's question writes take it. */
export const questionBody = (question: DemoQuestion) => ({
  text: question.text,
  options: question.options.map((text, index) => ({ text, isCorrect: index === question.correct })),
  explanation: question.explanation ?? null,
});

export const demoModules: DemoModule[] = [
  {
    title: 'Foundations of Digital Forensics',
    document: {
      title: 'Principles of digital forensics',
      paragraphs: [
        'Digital forensics is the identification, preservation, analysis and presentation of digital evidence in a way that stands up to scrutiny.',
        'Four principles guide every examination: do not change the original evidence; let only competent people handle it; keep an audit trail of every step; and make the person in charge responsible for following these rules.',
        'Examiners work on verified copies. A cryptographic hash (SHA-256 today; MD5 and SHA-1 only for legacy comparisons) taken before and after acquisition shows that the copy matches the original bit for bit.',
        'Volatile data such as memory, running processes and network connections disappears when power is removed, so it is collected first: the order of volatility runs from CPU caches and memory to disks and finally archived media.',
      ],
    },
    video: { title: 'What a forensic examiner does' },
    quiz: {
      title: 'Foundations assessment',
      questions: [
        {
          text: 'What should an examiner analyse?',
          options: [
            'The original evidence',
            'A verified forensic copy',
            'A screenshot of the files',
            'A summary from the owner',
          ],
          correct: 1,
        },
        {
          text: 'Why is a hash taken before and after acquisition?',
          options: [
            'To compress the image',
            'To encrypt the evidence',
            'To prove the copy matches the original',
            'To speed up searching',
          ],
          correct: 2,
        },
        {
          text: 'Which data should be collected first?',
          options: ['Archived backups', 'Data on the hard disk', 'Printed documents', 'System memory'],
          correct: 3,
        },
        {
          text: 'Which hash algorithm is preferred for new work?',
          options: ['SHA-256', 'MD5', 'CRC32', 'SHA-1'],
          correct: 0,
        },
        {
          text: 'What must exist for every step of an examination?',
          options: ['A press release', 'An audit trail', 'A second examiner', 'A backup of the workstation'],
          correct: 1,
        },
      ],
    },
  },
  {
    title: 'Evidence Acquisition and Chain of Custody',
    document: {
      title: 'Acquiring evidence and keeping custody',
      paragraphs: [
        'Acquisition creates a forensic image: a bit-for-bit copy of a storage device, including unallocated space and slack, usually in raw (dd) or E01 format.',
        'A hardware or software write blocker sits between the evidence drive and the examiner\u2019s workstation so that nothing is written to the evidence while it is read.',
        'The chain of custody records who collected, handled, transferred and stored each item, when, and why. A gap in the chain lets the other side question whether the evidence was altered.',
        'Each item is labelled with a unique identifier, sealed in tamper-evident packaging and stored in a secure, access-controlled location.',
      ],
    },
    video: { title: 'Imaging a drive with a write blocker' },
    quiz: {
      title: 'Acquisition and custody assessment',
      questions: [
        {
          text: 'What does a write blocker do?',
          options: [
            'Encrypts the drive',
            'Prevents writes to the evidence while it is read',
            'Deletes temporary files',
            'Speeds up imaging',
          ],
          correct: 1,
        },
        {
          text: 'What does a forensic image include that a file copy misses?',
          options: [
            'Only the visible files',
            'Only the operating system',
            'Unallocated space and slack',
            'Only email folders',
          ],
          correct: 2,
        },
        {
          text: 'What does the chain of custody record?',
          options: [
            'Who handled the evidence, when and why',
            'The price of the equipment',
            'The examiner\u2019s salary',
            'The size of the drive only',
          ],
          correct: 0,
        },
        {
          text: 'Which of these is a common forensic image format?',
          options: ['MP3', 'DOCX', 'E01', 'PNG'],
          correct: 2,
        },
        {
          text: 'How should a seized item be packaged?',
          options: [
            'In any open box',
            'In tamper-evident packaging with a unique label',
            'Wrapped in aluminium foil only',
            'It does not need packaging',
          ],
          correct: 1,
        },
      ],
    },
  },
  {
    title: 'Email Header and Artefact Analysis',
    document: {
      title: 'Reading email headers',
      paragraphs: [
        'Every email carries headers that record its journey. Received lines are added by each server that handles the message, newest at the top, so the path is read from the bottom up.',
        'The From and Reply-To fields are set by the sender and can be forged. Authentication results for SPF, DKIM and DMARC show whether the sending server and the signature match the claimed domain.',
        'The Message-ID is meant to be unique; duplicates or a format that does not match the claimed mail client are signs of tampering.',
        'Mailbox files such as PST, OST, MBOX and EML hold messages, attachments and metadata. Deleted items can often be recovered from unallocated space inside the mailbox file.',
      ],
    },
    video: { title: 'Tracing a message through its headers' },
    quiz: {
      title: 'Email analysis assessment',
      questions: [
        {
          text: 'In which order are Received headers read to follow a message from its origin?',
          options: ['Top to bottom', 'Bottom to top', 'Alphabetically', 'By message size'],
          correct: 1,
        },
        {
          text: 'Which header can a sender forge most easily?',
          options: [
            'From',
            'The Received line added by the recipient\u2019s server',
            'The DKIM verification result of the recipient',
            'None of them',
          ],
          correct: 0,
        },
        {
          text: 'What does DKIM provide?',
          options: [
            'Message compression',
            'A spam score',
            'A cryptographic signature tied to the sending domain',
            'Attachment scanning',
          ],
          correct: 2,
        },
        {
          text: 'Which of these is a mailbox file format?',
          options: ['PST', 'JPEG', 'MP4', 'ZIP'],
          correct: 0,
        },
        {
          text: 'What may a duplicated Message-ID indicate?',
          options: [
            'A faster mail server',
            'A large attachment',
            'An encrypted message',
            'A tampered or fabricated message',
          ],
          correct: 3,
        },
      ],
    },
  },
];
