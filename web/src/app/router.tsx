import { createBrowserRouter, type RouteObject } from 'react-router';
import { COURSE_DETAIL_PAGES } from '../features/courses/course-pages.ts';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { SuspenseOutlet } from '../features/layout/SuspenseOutlet.tsx';
import { CourseRoute } from './guard/CourseRoute.tsx';
import { ADMIN_ROLES, LEARNER_ROLES, RequireRole } from './guard/RequireRole.tsx';
import {
  AboutPage,
  AccountLayout,
  AccountSettingsPage,
  AdminDashboardPage,
  CartPage,
  ChangePasswordPage,
  CheckoutPage,
  ClassroomPage,
  ContactPage,
  CouponsPage,
  CourseDescriptionPage,
  CourseDetailPage,
  CoursePathPage,
  CourseQueryPage,
  CoursesPage,
  CreateCoursePage,
  DeniedPage,
  EditCoursePage,
  EditProfilePage,
  ForgetPasswordPage,
  LearningProgressPage,
  LoginPage,
  NotFoundPage,
  OrderDetailPage,
  OrdersPage,
  PaymentFailPage,
  PaymentSuccessPage,
  ProductPage,
  QuizQuestionsPage,
  ResetPasswordPage,
  ResultsPage,
  SefaCoursePage,
  SettingsPage,
  SignupPage,
  StudentDashboardPage,
  StudentTestPage,
  UserProfilePage,
  VerifyCertificatePage,
  VideoPreviewPage,
} from './pages.ts';
import { appPath } from './paths/app-paths.ts';
import { rewriteRedirectRoutes } from './paths/rewrite-routes.tsx';

/** Screens of later features: real routes now, content when their feature lands. */
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
  { path: 'result', element: <ResultsPage /> },
  { path: 'video', element: <VideoPreviewPage /> },
  { path: 'productpage', element: <ProductPage /> },
  { path: 'addtocart', element: <CartPage /> },
  { path: 'courses', element: <CoursesPage /> },
  { path: 'courses/sefa', element: <SefaCoursePage /> },
  { path: 'courses/:courseId', element: <CoursePathPage /> },
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
  { path: appPath('/payment/checkout'), element: <CheckoutPage /> },
  { path: appPath('/payment/checkout/success'), element: <PaymentSuccessPage /> },
  { path: appPath('/payment/checkout/fail'), element: <PaymentFailPage /> },
];

const accountRoutes: RouteObject[] = [
  { path: 'your-profile', element: <AccountSettingsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'progress', element: <LearningProgressPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:id', element: <OrderDetailPage /> },
];

const adminRoutes: RouteObject[] = [
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'coupons', element: <CouponsPage /> },
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
      // The learning screen has a header of its own, outside the site frame; visitors see the public
      // course page (in the site frame) at the same path.
      { path: 'course', element: <CourseRoute />, children: [{ index: true, element: <CourseQueryPage /> }] },
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
