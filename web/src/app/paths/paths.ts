import type { OrderDetail } from '@academy/contracts';
import { hashPath, type RewrittenPath } from './app-paths.ts';

/**
 * The spec's multi-segment paths as the app serves them, their parent part hashed. Only a path of the
 * rewritten list is accepted: its plain form has a redirect route, so typed and old links still arrive.
 */
const served = (path: RewrittenPath) => hashPath(path);

/**
 * The app's paths, written once here: the router declares its routes from `routes`, every link and
 * navigation goes to a member of `paths`. The spec fixes these URLs (e2e tests open them), so changing one
 * changes the product. These fixed ones are both a route and a link target.
 */
const fixed = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  changePassword: '/change-password',
  about: '/about',
  contact: '/contact',
  denied: '/denied',
  verifyCertificate: '/verify',
  courseDescription: served('/course/description'),
  result: '/result',
  video: '/video',
  productPage: '/productpage',
  cart: '/addtocart',
  courses: '/courses',
  coursesSefa: '/courses/sefa',
  courseSefa: '/course-sefa',
  courseSiri: '/course-siri',
  courseSdfe: '/course-sdfe',
  learningScreen: '/course',
  studentDashboard: served('/student/dashboard'),
  classroom: served('/student/classroom'),
  studentTest: served('/student/test'),
  userProfile: served('/user/profile'),
  editProfile: served('/user/editprofile'),
  checkout: served('/payment/checkout'),
  paymentSuccess: served('/payment/checkout/success'),
  paymentFail: served('/payment/checkout/fail'),
  yourProfile: '/your-profile',
  settings: '/settings',
  progress: '/progress',
  orders: '/orders',
  adminDashboard: '/dashboard',
  coupons: '/coupons',
  users: '/users',
  createCourse: served('/course/create'),
  editCourse: served('/course/edit'),
  quiz: '/quiz',
  courseReport: '/course-report',
} as const;

/** Every route the router declares, as its pattern. */
export const routes = {
  ...fixed,
  resetPassword: '/reset-password/:resetToken',
  confirmEmail: '/confirm-email/:token',
  confirmAddress: '/confirm-address/:token',
  unsubscribe: '/unsubscribe/:token',
  course: '/courses/:courseId',
  order: '/orders/:id',
} as const;

/** Link targets: the fixed paths, and a function for each path that takes a value. */
export const paths = {
  ...fixed,
  /** A course's public page (Order History links here). */
  course: (courseId: number) => `${fixed.courses}/${courseId}`,
  order: (orderId: string) => `${fixed.orders}/${encodeURIComponent(orderId)}`,
  /** The public certificate check, filled in with the certificate's number. */
  verify: (certificateNumber: string) =>
    `${fixed.verifyCertificate}?number=${encodeURIComponent(certificateNumber)}`,
  courseDescriptionOf: (courseId: number) => `${fixed.courseDescription}?courseId=${courseId}`,
  /** The learning screen of a course, opened at one of its quizzes when given. */
  learning: (courseId: number, quizId?: number) =>
    `${fixed.learningScreen}?courseId=${courseId}${quizId === undefined ? '' : `&quizId=${quizId}`}`,
  previewOf: (courseId: number) => `${fixed.video}?courseId=${courseId}`,
  /** An order's checkout: pays it (again, after a failed payment) instead of placing a new one. */
  checkoutOf: (order: Pick<OrderDetail, 'order_id'>) =>
    `${fixed.checkout}?order=${encodeURIComponent(order.order_id)}`,
  editCourseOf: (courseId: number) => `${fixed.editCourse}?courseId=${courseId}`,
  courseReportOf: (courseId: number) => `${fixed.courseReport}?courseId=${courseId}`,
  quizOf: (quizId: number) => `${fixed.quiz}?quizId=${quizId}`,
} as const;
