import type { DemoModule } from './demo-modules.ts';

/** A lesson module: a document and a video on one topic, no quiz (the course's exam asks the questions). */
const lesson = (title: string, paragraphs: string[]): DemoModule => ({
  title,
  document: { title, paragraphs },
  video: { title: `${title}: walkthrough` },
});

/**
 * The featured course's lessons: with its certification exam module, the thirty modules its page
 * promises (spec §9). Each is a short real PDF and the demo video; the exam holds the twenty questions.
 */
export const featuredLessons: DemoModule[] = [
  lesson('How email travels', [
    'A message passes from the sender’s mail client to a submission server, then from server to server over SMTP until the recipient’s mail server stores it.',
    'Each hop can leave a trace: a Received header, a log line, a copy in a queue. The examiner’s job is to find and connect those traces.',
  ]),
  lesson('The anatomy of a message', [
    'A message is a header block and a body separated by an empty line. MIME divides the body into parts: text, HTML and attachments.',
    'Headers are plain text and easily edited, so every claim they make is checked against independent evidence.',
  ]),
  lesson('Mail protocols: SMTP, POP3 and IMAP', [
    'SMTP moves mail between servers; POP3 downloads it to one device; IMAP keeps it on the server and synchronises many devices.',
    'The protocol in use decides where copies live, and so where evidence can be found.',
  ]),
  lesson('Reading Received headers', [
    'Each server adds a Received line at the top. Read them from the bottom up to follow the message from its origin.',
    'Compare each line’s claimed sender with the previous line’s receiver: a break in the chain marks where forged lines may begin.',
  ]),
  lesson('Message-ID and Date', [
    'The Message-ID is set by the first client or server and should be unique. Its format often reveals the software that made it.',
    'The Date header is the sender’s clock; the Received timestamps are the servers’. Differences between them need an explanation.',
  ]),
  lesson('SPF, DKIM and DMARC', [
    'SPF lists the servers allowed to send for a domain. DKIM signs chosen headers and the body with the domain’s key.',
    'DMARC tells receivers what to do when both fail and where to report. Authentication-Results records what the receiver concluded.',
  ]),
  lesson('Spoofing and look-alike domains', [
    'A spoofed message forges the From address; a look-alike domain registers a name that reads like the real one.',
    'Check the domain character by character, its registration date and whether its authentication results pass.',
  ]),
  lesson('Phishing investigations', [
    'A phishing report starts from the message: its headers, links and attachments, and who else received it.',
    'Links are examined without being followed from a working machine: resolve the domain, note the hosting and keep a copy.',
  ]),
  lesson('Attachments and MIME parts', [
    'Attachments are encoded parts, usually Base64. Decode them, hash them and compare the hashes with known files.',
    'The declared content type and the file name may lie: identify a file by its content, never its name.',
  ]),
  lesson('Mailbox formats: PST and OST', [
    'Outlook keeps mail in PST files and caches server mailboxes in OST files. Both are databases with their own structure.',
    'Deleted items often survive in unallocated blocks inside the file until they are overwritten.',
  ]),
  lesson('Mailbox formats: MBOX, EML and MSG', [
    'MBOX stores many messages in one text file; EML holds one message as sent; MSG is Outlook’s single-message format.',
    'Each keeps different metadata, so note the format of every exhibit in the report.',
  ]),
  lesson('Webmail evidence', [
    'Webmail keeps messages on the provider’s servers. Evidence comes from the account through lawful requests or from the browser’s traces.',
    'Browser caches, history and session data can show what was read and when.',
  ]),
  lesson('Server-side logs', [
    'Mail servers log each connection, sender, recipient and queue identifier.',
    'Matching a queue identifier across the logs of several servers reconstructs a message’s path even after it was deleted.',
  ]),
  lesson('Acquiring mailboxes soundly', [
    'Acquire the mailbox file or export with a tool that records hashes before and after.',
    'Record where the data came from, who collected it and with which tool and version.',
  ]),
  lesson('Preserving evidence and hashes', [
    'Work on verified copies. A SHA-256 hash of each exhibit, taken at acquisition, proves later that nothing changed.',
    'Store originals sealed and access-controlled; log every time they are opened.',
  ]),
  lesson('Chain of custody for email', [
    'The chain of custody lists everyone who held an exhibit, when and why.',
    'For email it also records exports and conversions, since each creates a new file that must be traced to the original.',
  ]),
  lesson('Recovering deleted messages', [
    'Deleted messages may remain in a mailbox’s free space, in server backups or in other recipients’ copies.',
    'Recovered items are reported with where they were found and how complete they are.',
  ]),
  lesson('Timelines from email', [
    'A timeline orders messages, logins and file events by time, each with its source and time zone.',
    'Normalise every timestamp to UTC before comparing, and keep the original value beside it.',
  ]),
  lesson('Time zones and clock drift', [
    'Date headers carry the sender’s offset from UTC. Servers’ clocks may drift by seconds or minutes.',
    'Measure the drift from known events and state it when conclusions depend on exact times.',
  ]),
  lesson('Tracing a sender’s IP address', [
    'The first external Received line usually shows the address that handed the message to the provider.',
    'Providers often hide the client’s address; then only the provider can say who connected, through a lawful request.',
  ]),
  lesson('Link and redirect analysis', [
    'Links may pass through several redirects before their destination. Record each step with a safe, isolated browser.',
    'Tracking parameters in a link can tie a click to a recipient.',
  ]),
  lesson('Malicious attachments', [
    'Documents with macros, archives with scripts and disguised executables are common carriers.',
    'Open them only in an isolated analysis environment and record the hashes of everything they drop.',
  ]),
  lesson('Business email compromise', [
    'In a business email compromise an attacker uses a real or look-alike account to redirect payments.',
    'Look for new forwarding rules, logins from unusual places and changes in the writing of familiar contacts.',
  ]),
  lesson('Searching and filtering large mailboxes', [
    'Keyword, date and participant filters reduce a mailbox to the relevant messages.',
    'Document every search term and filter, so another examiner can repeat the result.',
  ]),
  lesson('Working with the email forensics tool', [
    'The tool opens mailbox formats, parses headers, recovers deleted items and exports findings with hashes.',
    'Keep its case file with the evidence: it records what was loaded and what was done.',
  ]),
  lesson('Verifying findings', [
    'Every finding is checked against a second source: another copy of the message, a server log or a different tool.',
    'State what could not be verified and why.',
  ]),
  lesson('Writing the forensic report', [
    'A report states the question, the exhibits, the methods, the findings and their limits, in plain language.',
    'Attach the hashes and the tool versions, so the work can be reproduced.',
  ]),
  lesson('Presenting evidence', [
    'Explain technical findings to people who are not examiners: what was found, how, and how sure you are.',
    'Stay within the evidence; opinions are marked as opinions.',
  ]),
  lesson('Ethics and the law', [
    'Examine only what the mandate or warrant covers, and protect the privacy of everyone else in the mailbox.',
    'Know the rules of evidence where the case will be heard.',
  ]),
];
