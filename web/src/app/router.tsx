import { createBrowserRouter, type RouteObject } from 'react-router';
import { COURSE_DETAIL_PAGES } from '../features/courses/course-pages.ts';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { SuspenseOutlet } from '../features/layout/SuspenseOutlet.tsx';
import { ADMIN_ROLES, LEARNER_ROLES, RequireRole } from './guard/RequireRole.tsx';
import {
  AboutPage,
  AccountLayout,
  AccountSettingsPage,
  AdminDashboardPage,
  CartPage,
  ChangePasswordPage,
  ClassroomPage,
  ContactPage,
  CourseDescriptionPage,
  CourseDetailPage,
  CourseLearningPage,
  CoursesPage,
  CreateCoursePage,
  DeniedPage,
  EditCoursePage,
  EditProfilePage,
  ForgetPasswordPage,
  LearningProgressPage,
  LoginPage,
  NotFoundPage,
  PlaceholderPage,
  ProductPage,
  QuizQuestionsPage,
  ResetPasswordPage,
  SefaCoursePage,
  SettingsPage,
  SignupPage,
  StudentDashboardPage,
  StudentTestPage,
  UserProfilePage,
  VerifyCertificatePage,
} from './pages.ts';
import { appPath } from './paths/app-paths.ts';
import { rewriteRedirectRoutes } from './paths/rewrite-routes.tsx';

/** Screens of later features: real routes now, content when their feature lands. */
function placeholder(path: string, title: string, description: string): RouteObject {
  return { path: appPath(path), element: <PlaceholderPage title={title} description={description} /> };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'forget-password', element: <ForgetPasswordPage /> },
  { path: 'reset-password/:resetToken', element: <ResetPasswordPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'denied', element: <DeniedPage /> },
  { path: 'verify', element: <VerifyCertificatePage /> },
  { path: appPath('/course/description'), element: <CourseDescriptionPage /> },
  placeholder('/result', 'Results', 'Your results will appear here.'),
  placeholder('/video', 'Video', 'Lecture videos will play here.'),
  { path: 'productpage', element: <ProductPage /> },
  { path: 'addtocart', element: <CartPage /> },
  { path: 'courses', element: <CoursesPage /> },
  { path: 'courses/sefa', element: <SefaCoursePage /> },
];

const learnerRoutes: RouteObject[] = [
  { path: appPath('/student/dashboard'), element: <StudentDashboardPage /> },
  { path: appPath('/user/profile'), element: <UserProfilePage /> },
  { path: appPath('/user/editprofile'), element: <EditProfilePage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: appPath('/student/classroom'), element: <ClassroomPage /> },
  { path: appPath('/student/test'), element: <StudentTestPage /> },
  ...COURSE_DETAIL_PAGES.map(({ path, courseId }) => ({
    path: path.slice(1),
    element: <CourseDetailPage courseId={courseId} />,
  })),
  placeholder('/payment/checkout', 'Checkout', 'Checkout opens here soon.'),
  placeholder('/payment/checkout/success', 'Payment successful', 'Thank you for your purchase.'),
  placeholder('/payment/checkout/fail', 'Payment failed', 'Your payment did not go through.'),
];

const accountRoutes: RouteObject[] = [
  { path: 'your-profile', element: <AccountSettingsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'progress', element: <LearningProgressPage /> },
  placeholder('/orders', 'Order History', "You don't have any orders yet."),
  placeholder('/orders/:id', 'Order details', 'Order details will appear here.'),
];

const adminRoutes: RouteObject[] = [
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: appPath('/course/create'), element: <CreateCoursePage /> },
  { path: appPath('/course/edit'), element: <EditCoursePage /> },
  { path: 'quiz', element: <QuizQuestionsPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <SuspenseOutlet />,
    errorElement: <RouteErrorPage />,
    children: [
      ...rewriteRedirectRoutes,
      {
        element: <SiteLayout />,
        children: [
          ...publicRoutes,
          { element: <RequireRole roles={LEARNER_ROLES} />, children: learnerRoutes },
          { element: <RequireRole roles={ADMIN_ROLES} />, children: adminRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The learning screen has a header of its own, outside the site frame. The spec also declares a
      // public page at /course after this one; the first declaration wins, so it is omitted.
      {
        element: <RequireRole roles={LEARNER_ROLES} />,
        children: [{ path: 'course', element: <CourseLearningPage /> }],
      },
      {
        element: <RequireRole roles={LEARNER_ROLES} />,
        children: [{ element: <AccountLayout />, children: accountRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: '/app' });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
