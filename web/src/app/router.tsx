import { SkipLink } from '@academy/ui-kit';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { COURSE_DETAIL_PAGES } from '../features/courses/course-pages.ts';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { SuspenseOutlet } from '../features/layout/SuspenseOutlet.tsx';
import { CourseRoute } from './guard/CourseRoute.tsx';
import { ADMIN_ROLES, LEARNER_ROLES, RequireRole } from './guard/RequireRole.tsx';
import { pages } from './pages.ts';
import { appPath } from './paths/app-paths.ts';
import { rewriteRedirectRoutes } from './paths/rewrite-routes.tsx';

/** Screens of later features: real routes now, content when their feature lands. */
/** One route per entry: the path and the screen it renders. */
function screenRoutes(table: Record<string, ComponentType>): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({ path, element: <Screen /> }));
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <pages.LoginPage /> },
  ...screenRoutes({
    login: pages.LoginPage,
    signup: pages.SignupPage,
    'forget-password': pages.ForgetPasswordPage,
    'reset-password/:resetToken': pages.ResetPasswordPage,
    'confirm-email/:token': pages.ConfirmEmailPage,
    'confirm-address/:token': pages.ConfirmAddressPage,
    'unsubscribe/:token': pages.UnsubscribePage,
    about: pages.AboutPage,
    contact: pages.ContactPage,
    denied: pages.DeniedPage,
    verify: pages.VerifyCertificatePage,
    [appPath('/course/description')]: pages.CourseDescriptionPage,
    result: pages.ResultsPage,
    video: pages.VideoPreviewPage,
    productpage: pages.ProductPage,
    addtocart: pages.CartPage,
    courses: pages.CoursesPage,
    'courses/sefa': pages.SefaCoursePage,
    'courses/:courseId': pages.CoursePathPage,
  }),
];

const learnerRoutes: RouteObject[] = [
  ...screenRoutes({
    [appPath('/student/dashboard')]: pages.StudentDashboardPage,
    [appPath('/user/profile')]: pages.UserProfilePage,
    [appPath('/user/editprofile')]: pages.EditProfilePage,
    'change-password': pages.ChangePasswordPage,
    [appPath('/student/classroom')]: pages.ClassroomPage,
    [appPath('/student/test')]: pages.StudentTestPage,
  }),
  ...COURSE_DETAIL_PAGES.map(({ path, courseId }) => ({
    path: path.slice(1),
    element: <pages.CourseDetailPage courseId={courseId} />,
  })),
  ...screenRoutes({
    [appPath('/payment/checkout')]: pages.CheckoutPage,
    [appPath('/payment/checkout/success')]: pages.PaymentSuccessPage,
    [appPath('/payment/checkout/fail')]: pages.PaymentFailPage,
  }),
];

const accountRoutes = screenRoutes({
  'your-profile': pages.AccountSettingsPage,
  settings: pages.SettingsPage,
  progress: pages.LearningProgressPage,
  orders: pages.OrdersPage,
  'orders/:id': pages.OrderDetailPage,
});

const adminRoutes = screenRoutes({
  dashboard: pages.AdminDashboardPage,
  coupons: pages.CouponsPage,
  users: pages.AdminUsersPage,
  [appPath('/course/create')]: pages.CreateCoursePage,
  [appPath('/course/edit')]: pages.EditCoursePage,
  quiz: pages.QuizQuestionsPage,
  'course-report': pages.CourseReportPage,
});

export const appRoutes: RouteObject[] = [
  {
    // Every screen's first tab stop skips its header to the content (each frame's <main id="main">).
    element: (
      <>
        <SkipLink />
        <SuspenseOutlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      ...rewriteRedirectRoutes,
      {
        element: <SiteLayout />,
        children: [
          ...publicRoutes,
          { element: <RequireRole roles={LEARNER_ROLES} />, children: learnerRoutes },
          { element: <RequireRole roles={ADMIN_ROLES} />, children: adminRoutes },
          { path: '*', element: <pages.NotFoundPage /> },
        ],
      },
      // The learning screen has a header of its own, outside the site frame; visitors see the public
      // course page (in the site frame) at the same path.
      {
        path: 'course',
        element: <CourseRoute />,
        children: [{ index: true, element: <pages.CourseQueryPage /> }],
      },
      {
        element: <RequireRole roles={LEARNER_ROLES} />,
        children: [{ element: <pages.AccountLayout />, children: accountRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: '/app' });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
