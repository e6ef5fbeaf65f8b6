// The administrator's screens load as one chunk: one entry in the first screen's route table, not one each.
// Its English texts join i18next first, before any screen of it renders or any helper of it runs
// (a learner's first screen never downloads them).
import '../../shared/i18n/admin-texts.ts';

export { CreateCoursePage } from '../admin-courses/CreateCoursePage.tsx';
export { EditCoursePage } from '../admin-courses/EditCoursePage.tsx';
export { QuizQuestionsPage } from '../admin-courses/QuizQuestionsPage.tsx';
export { CourseReportPage } from '../admin-reports/CourseReportPage.tsx';
export { AdminDashboardPage } from './AdminDashboardPage.tsx';
export { AdminUsersPage } from './AdminUsersPage.tsx';
export { CouponsPage } from './CouponsPage.tsx';
