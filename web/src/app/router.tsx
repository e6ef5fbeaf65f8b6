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
import { routes } from './paths/paths.ts';
import { rewriteRedirectRoutes } from './paths/rewrite-routes.tsx';

/** Screens of later features: real routes now, content when their feature lands. */
/** One route per entry: the path and the screen it renders. */
function screenRoutes(table: Record<string, ComponentType>): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({ path, element: <Screen /> }));
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <pages.LoginPage /> },
  ...screenRoutes({
    [routes.login]: pages.LoginPage,
    [routes.signup]: pages.SignupPage,
    [routes.forgetPassword]: pages.ForgetPasswordPage,
    [routes.resetPassword]: pages.ResetPasswordPage,
    [routes.confirmEmail]: pages.ConfirmEmailPage,
    [routes.confirmAddress]: pages.ConfirmAddressPage,
    [routes.unsubscribe]: pages.UnsubscribePage,
    [routes.about]: pages.AboutPage,
    [routes.contact]: pages.ContactPage,
    [routes.denied]: pages.DeniedPage,
    [routes.verifyCertificate]: pages.VerifyCertificatePage,
    [routes.courseDescription]: pages.CourseDescriptionPage,
    [routes.result]: pages.ResultsPage,
    [routes.video]: pages.VideoPreviewPage,
    [routes.productPage]: pages.ProductPage,
    [routes.cart]: pages.CartPage,
    [routes.courses]: pages.CoursesPage,
    [routes.coursesSefa]: pages.SefaCoursePage,
    [routes.course]: pages.CoursePathPage,
  }),
];

const learnerRoutes: RouteObject[] = [
  ...screenRoutes({
    [routes.studentDashboard]: pages.StudentDashboardPage,
    [routes.userProfile]: pages.UserProfilePage,
    [routes.editProfile]: pages.EditProfilePage,
    [routes.changePassword]: pages.ChangePasswordPage,
    [routes.classroom]: pages.ClassroomPage,
    [routes.studentTest]: pages.StudentTestPage,
  }),
  ...COURSE_DETAIL_PAGES.map(({ path, courseId }) => ({
    path,
    element: <pages.CourseDetailPage courseId={courseId} />,
  })),
  ...screenRoutes({
    [routes.checkout]: pages.CheckoutPage,
    [routes.paymentSuccess]: pages.PaymentSuccessPage,
    [routes.paymentFail]: pages.PaymentFailPage,
  }),
];

const accountRoutes = screenRoutes({
  [routes.yourProfile]: pages.AccountSettingsPage,
  [routes.settings]: pages.SettingsPage,
  [routes.progress]: pages.LearningProgressPage,
  [routes.orders]: pages.OrdersPage,
  [routes.order]: pages.OrderDetailPage,
});

const adminRoutes = screenRoutes({
  [routes.adminDashboard]: pages.AdminDashboardPage,
  [routes.coupons]: pages.CouponsPage,
  [routes.users]: pages.AdminUsersPage,
  [routes.createCourse]: pages.CreateCoursePage,
  [routes.editCourse]: pages.EditCoursePage,
  [routes.quiz]: pages.QuizQuestionsPage,
  [routes.courseReport]: pages.CourseReportPage,
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
        path: routes.learningScreen,
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
