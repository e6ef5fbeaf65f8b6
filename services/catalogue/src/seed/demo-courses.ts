/** The demo catalogue: the featured course, the exam voucher, and the courses of the course pages. */

export interface DemoCourse {
  id: number;
  title: string;
  description: string;
  category: string;
  createdBy: string;
  thumbnail: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  courseCode: string | null;
  totalModules: number | null;
  lessonQuestions: number | null;
  completionTime: string | null;
  highlights: string[];
  whatYouGet: string[];
  tagline: string | null;
  featured: boolean;
  /** An exam voucher: the course whose certification quiz it adds attempts to, and how many. */
  voucher?: { courseId: number; attempts: number };
}

const instructor = 'Academy Forensics Faculty';

/** Featured course 40, sold on the purchase page (spec §2 and §9). */
const featured: DemoCourse = {
  id: 40,
  title: 'Email Forensic Analyst Certification',
  description:
    'A self-paced certification in email forensics: examine mailboxes, headers and attachments with an ' +
    'email forensics tool, recover deleted messages, trace senders and report findings that hold up in review.',
  category: 'Forensics',
  createdBy: instructor,
  thumbnail: 'thumbnail-40.png',
  priceMinor: 999900,
  originalPriceMinor: 1499900,
  courseCode: 'STA101',
  totalModules: 30,
  lessonQuestions: 20,
  completionTime: '12 hr',
  highlights: [
    '30 modules and lectures',
    '20 lesson questions',
    'Certification duration: 12 hours',
    'Exam duration: 3 hours',
    '80% score required to pass',
    'Certificate valid for 3 years',
    '3 certification attempts; exam vouchers available for extra attempts',
  ],
  whatYouGet: [
    '1-month demo licence of the email forensics tool',
    '1-year access to the course material',
    '1-year content updates',
    '24/7 basic technical assistance',
  ],
  tagline: 'Master email forensics-enroll today!',
  featured: true,
};

const plain = {
  category: 'Forensics',
  createdBy: instructor,
  originalPriceMinor: null,
  totalModules: null,
  lessonQuestions: null,
  completionTime: null,
  highlights: [],
  whatYouGet: [],
  tagline: null,
  featured: false,
};

export const demoCourses: DemoCourse[] = [
  featured,
  {
    ...plain,
    id: 51,
    title: 'Email Forensic Analyst Exam Voucher',
    description:
      'One extra attempt at the Email Forensic Analyst certification exam, after the three included.',
    category: 'Certification',
    thumbnail: 'thumbnail-51.png',
    priceMinor: 299900,
    courseCode: 'STA101-V',
    // One voucher, one more attempt at the certification exam of course 40 (spec §9).
    voucher: { courseId: 40, attempts: 1 },
  },
  {
    ...plain,
    id: 61,
    title: 'Certified Email Forensics Analyst',
    description:
      'Investigate email evidence end to end: mail formats, header analysis, spoofing and phishing ' +
      'detection, and court-ready reporting.',
    thumbnail: 'thumbnail-sefa.png',
    priceMinor: 799900,
    originalPriceMinor: 1199900,
    courseCode: 'SEFA',
    completionTime: '10 hr',
  },
  {
    ...plain,
    id: 62,
    title: 'Security Incident Response Investigator',
    description:
      'Plan and run incident response: triage, containment, evidence preservation, timeline building and ' +
      'lessons learned.',
    category: 'Security',
    thumbnail: 'thumbnail-siri.png',
    priceMinor: 899900,
    originalPriceMinor: 1299900,
    courseCode: 'SIRI',
    completionTime: '14 hr',
  },
  {
    ...plain,
    id: 69,
    title: 'Digital Forensics Essentials',
    description:
      'The foundations of digital forensics: principles, evidence acquisition and chain of custody, and ' +
      'email artefact analysis, with a document, a captioned video and an assessment in every module.',
    thumbnail: 'thumbnail-69.png',
    // Free: every learner can start here without buying; the other demo courses are sold.
    priceMinor: 0,
    originalPriceMinor: null,
    courseCode: 'SDFE',
    totalModules: 3,
    lessonQuestions: 15,
    completionTime: '3 hr',
  },
];

/** The course whose modules, documents, videos and quizzes the demo fills in. */
export const CONTENT_COURSE_ID = 69;

/** The featured course, whose one module is its certification exam (the quiz vouchers add attempts to). */
export const EXAM_COURSE_ID = 40;
