import { addEnglish } from './add-english.ts';

/** The English texts of the results screen: they load with the screens that show them (see add-english.ts). */
export const results = {
  passed: 'Passed',
  failed: 'Failed',
  openQuiz: 'Open quiz',
  results: 'Results',
  yourLatestScoreOnEvery: 'Your latest score on every quiz you have taken.',
  logInToSeeYour: 'Log in to see your results',
  yourQuizResultsAcrossAll: 'Your quiz results across all your courses appear here.',
  loadingYourResults: 'Loading your results',
  noResultsYet: 'No results yet',
  takeAQuizInOne: 'Take a quiz in one of your courses and its result shows here.',
  goToDashboard: 'Go to Dashboard',
  resultsSummary: 'Results summary',
  quizzesTaken: 'Quizzes taken',
  averageScore: 'Average score',
  course: 'Course',
  quiz: 'Quiz',
  score: 'Score',
  passMark: 'Pass mark',
  result: 'Result',
  date: 'Date',
  latestQuizResults: 'Latest quiz results',
} as const;
addEnglish({ results });
