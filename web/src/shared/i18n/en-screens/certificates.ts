import { addEnglish } from './add-english.ts';

/** The English texts of the certificate panel: they load with the screens that show them (see add-english.ts). */
export const certificates = {
  downloading: 'Downloading...',
  downloadCredential: 'Download credential',
  addToLinkedin: 'Add to LinkedIn',
  copyVerificationLink: 'Copy verification link',
  error: 'Error',
  certificateLocked: 'Certificate Locked',
  completeAllRequiredQuizzesTo: 'Complete all required quizzes to unlock your certificate',
  requiredQuizzes: 'Required quizzes',
  congratulations: 'Congratulations!',
  youVeCompletedAll: "You've completed all",
  quizzes: 'quizzes!',
  generating: 'Generating...',
  generateCertificate: 'Generate Certificate',
  missingRequiredUserIdOr: 'Missing required user ID or course ID',
  certificateGenerated: 'Certificate Generated!',
  certificateNumber: 'Certificate number',
  verify: 'Verify',
  downloadCertificate: 'Download Certificate',
  courseCertificate: 'Course Certificate',
  ofQuizzesCompleted: '{{completed}} of {{total}} quizzes completed',
  refreshCertificateStatus: 'Refresh certificate status',
  quizzesCompleted: 'Quizzes completed',
  completed: 'Completed',
  remaining: 'Remaining',
  loadingCertificateStatus: 'Loading certificate status',
  lastUpdated: 'Last updated',
  autoRefreshesEvery30Seconds: 'Auto-refreshes every 30 seconds',
} as const;
addEnglish({ certificates });
