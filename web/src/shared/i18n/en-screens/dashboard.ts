import { addEnglish } from './add-english.ts';

/** The English texts of the student dashboard: they load with the screens that show them (see add-english.ts). */
export const dashboard = {
  certificates: 'Certificates',
  noCertificateObtained: 'No Certificate Obtained',
  issued: '· issued',
  verify: 'Verify',
  openCourse: 'Open course',
  welcomeBack: 'Welcome back{{value1}}!',
  pickUpWhereYouLeft: 'Pick up where you left off, or find something new to learn.',
  browseCourses: 'Browse courses',
  yourLearningAtAGlance: 'Your learning at a glance',
  enrolledCourses: 'Enrolled courses',
  coursesYouHaveAccessTo: 'Courses you have access to',
  quizzesPassed: 'Quizzes passed',
  acrossAllYourCourses: 'Across all your courses',
  earnedByPassingEveryQuiz: 'Earned by passing every quiz',
  continueLearning: 'Continue learning',
  loadingYourCourses: 'Loading your courses',
  noCoursesYet: 'No courses yet',
  coursesYouEnrolInWill: 'Courses you enrol in will show up here with your progress.',
  exploreTheCatalogue: 'Explore the catalogue',
  yourAccount: 'Your account',
} as const;
addEnglish({ dashboard });
