import type { DemoModule } from './demo-modules.ts';

/** Course 61 (SEFA, the course-sefa page): email evidence end to end. */
export const sefaModules: DemoModule[] = [
  {
    title: 'Email Evidence Fundamentals',
    document: {
      title: 'Where email evidence lives',
      paragraphs: [
        'Email evidence lives on the sender’s device, on every server that relayed the message and on each recipient’s device or mailbox.',
        'Each copy can differ: a forged header on one may be contradicted by a server log on another.',
      ],
    },
    video: { title: 'Finding every copy of a message' },
  },
  {
    title: 'Spoofing, Phishing and Reporting',
    document: {
      title: 'From suspicious message to report',
      paragraphs: [
        'A suspicious message is examined through its authentication results (SPF, DKIM, DMARC), its Received chain and its links.',
        'The report states what was found, how it was verified and what remains uncertain.',
      ],
    },
    video: { title: 'Examining a phishing message' },
    quiz: {
      title: 'Email evidence assessment',
      questions: [
        {
          text: 'Which result shows that a message’s signature matches its domain?',
          options: ['SPF pass', 'DKIM pass', 'A long Message-ID', 'A recent Date header'],
          correct: 1,
        },
        {
          text: 'Where can a message deleted by its recipient still be found?',
          options: [
            'Nowhere',
            'Only in the sender’s outbox',
            'In other copies and server logs',
            'In the DNS',
          ],
          correct: 2,
        },
        {
          text: 'What belongs in a forensic report?',
          options: [
            'Only the conclusion',
            'Findings, methods and their limits',
            'The examiner’s guesses, unmarked',
            'Nothing technical',
          ],
          correct: 1,
        },
      ],
    },
  },
];

/** Course 62 (SIRI, the course-siri page): incident response. */
export const siriModules: DemoModule[] = [
  {
    title: 'Preparing and Triaging Incidents',
    document: {
      title: 'The incident response cycle',
      paragraphs: [
        'Incident response runs through preparation, detection and analysis, containment, eradication, recovery and lessons learned.',
        'Triage decides quickly how severe an incident is and who must act, from what is known in the first minutes.',
      ],
    },
    video: { title: 'Triaging an alert' },
  },
  {
    title: 'Containment, Evidence and Timelines',
    document: {
      title: 'Containing without losing evidence',
      paragraphs: [
        'Containment stops the damage; it must not destroy the evidence needed to understand the incident. Capture memory before isolating a machine.',
        'A timeline built from logs, file events and network records shows how the attacker got in and what they did.',
      ],
    },
    video: { title: 'Building an incident timeline' },
    quiz: {
      title: 'Incident response assessment',
      questions: [
        {
          text: 'What is captured before a compromised machine is isolated?',
          options: ['Its memory', 'Its keyboard layout', 'Its warranty', 'Nothing'],
          correct: 0,
        },
        {
          text: 'Which phase comes right after containment?',
          options: ['Preparation', 'Eradication', 'Detection', 'Triage'],
          correct: 1,
        },
        {
          text: 'What does an incident timeline show?',
          options: [
            'The team’s holiday plan',
            'How the attacker got in and what they did',
            'Only the final damage',
            'The price of the response',
          ],
          correct: 1,
        },
      ],
    },
  },
];
