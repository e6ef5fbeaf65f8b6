import { lazyComponent } from './lazy-component.ts';

// Every screen loads lazily so the first page only downloads what it shows.
export const LoginPage = lazyComponent(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
export const SignupPage = lazyComponent(() => import('../features/auth/SignupPage.tsx'), 'SignupPage');
export const ForgetPasswordPage = lazyComponent(
  () => import('../features/auth/ForgetPasswordPage.tsx'),
  'ForgetPasswordPage',
);
export const ResetPasswordPage = lazyComponent(
  () => import('../features/auth/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
export const ChangePasswordPage = lazyComponent(
  () => import('../features/auth/ChangePasswordPage.tsx'),
  'ChangePasswordPage',
);
export const AboutPage = lazyComponent(() => import('../features/marketing/AboutPage.tsx'), 'AboutPage');
export const ContactPage = lazyComponent(
  () => import('../features/marketing/ContactPage.tsx'),
  'ContactPage',
);
export const DeniedPage = lazyComponent(() => import('../features/errors/DeniedPage.tsx'), 'DeniedPage');
export const NotFoundPage = lazyComponent(
  () => import('../features/errors/NotFoundPage.tsx'),
  'NotFoundPage',
);
export const StudentDashboardPage = lazyComponent(
  () => import('../features/dashboard/StudentDashboardPage.tsx'),
  'StudentDashboardPage',
);
const adminPages = () => import('../features/admin/admin-pages.ts');
export const AdminDashboardPage = lazyComponent(adminPages, 'AdminDashboardPage');
export const CouponsPage = lazyComponent(adminPages, 'CouponsPage');
export const UserProfilePage = lazyComponent(
  () => import('../features/profile/UserProfilePage.tsx'),
  'UserProfilePage',
);
export const EditProfilePage = lazyComponent(
  () => import('../features/profile/EditProfilePage.tsx'),
  'EditProfilePage',
);
export const AccountSettingsPage = lazyComponent(
  () => import('../features/profile/AccountSettingsPage.tsx'),
  'AccountSettingsPage',
);
export const AccountLayout = lazyComponent(
  () => import('../features/account/AccountLayout.tsx'),
  'AccountLayout',
);
export const SettingsPage = lazyComponent(
  () => import('../features/settings/SettingsPage.tsx'),
  'SettingsPage',
);
export const CoursesPage = lazyComponent(() => import('../features/courses/CoursesPage.tsx'), 'CoursesPage');
export const CourseDescriptionPage = lazyComponent(
  () => import('../features/courses/CourseDescriptionPage.tsx'),
  'CourseDescriptionPage',
);
export const SefaCoursePage = lazyComponent(
  () => import('../features/courses/SefaCoursePage.tsx'),
  'SefaCoursePage',
);
export const CourseDetailPage = lazyComponent(
  () => import('../features/courses/CourseDetailPage.tsx'),
  'CourseDetailPage',
);
export const ProductPage = lazyComponent(() => import('../features/courses/ProductPage.tsx'), 'ProductPage');
export const ClassroomPage = lazyComponent(
  () => import('../features/courses/ClassroomPage.tsx'),
  'ClassroomPage',
);
export const CartPage = lazyComponent(() => import('../features/cart/CartPage.tsx'), 'CartPage');
export const CourseLearningPage = lazyComponent(
  () => import('../features/learning/CourseLearningPage.tsx'),
  'CourseLearningPage',
);
export const VerifyCertificatePage = lazyComponent(
  () => import('../features/verify/VerifyCertificatePage.tsx'),
  'VerifyCertificatePage',
);
export const LearningProgressPage = lazyComponent(
  () => import('../features/progress/LearningProgressPage.tsx'),
  'LearningProgressPage',
);
export const StudentTestPage = lazyComponent(
  () => import('../features/progress/StudentTestPage.tsx'),
  'StudentTestPage',
);
export const CreateCoursePage = lazyComponent(
  () => import('../features/admin-courses/CreateCoursePage.tsx'),
  'CreateCoursePage',
);
export const EditCoursePage = lazyComponent(
  () => import('../features/admin-courses/EditCoursePage.tsx'),
  'EditCoursePage',
);
export const QuizQuestionsPage = lazyComponent(
  () => import('../features/admin-courses/QuizQuestionsPage.tsx'),
  'QuizQuestionsPage',
);
export const ResultsPage = lazyComponent(() => import('../features/results/ResultsPage.tsx'), 'ResultsPage');
export const CoursePathPage = lazyComponent(
  () => import('../features/courses/CoursePathPage.tsx'),
  'CoursePathPage',
);
export const CourseQueryPage = lazyComponent(
  () => import('../features/courses/CourseQueryPage.tsx'),
  'CourseQueryPage',
);
export const VideoPreviewPage = lazyComponent(
  () => import('../features/preview/VideoPreviewPage.tsx'),
  'VideoPreviewPage',
);
export const CheckoutPage = lazyComponent(
  () => import('../features/checkout/CheckoutPage.tsx'),
  'CheckoutPage',
);
export const PaymentSuccessPage = lazyComponent(
  () => import('../features/checkout/PaymentSuccessPage.tsx'),
  'PaymentSuccessPage',
);
export const PaymentFailPage = lazyComponent(
  () => import('../features/checkout/PaymentFailPage.tsx'),
  'PaymentFailPage',
);
export const OrdersPage = lazyComponent(() => import('../features/orders/OrdersPage.tsx'), 'OrdersPage');
export const OrderDetailPage = lazyComponent(
  () => import('../features/orders/OrderDetailPage.tsx'),
  'OrderDetailPage',
);
