import { FullPageSpinner } from '@academy/ui-kit';
import { SiteLayout } from '../../features/layout/SiteLayout.tsx';
import { CourseLearningPage } from '../pages.ts';
import { useAppSelector } from '../store.ts';
import { decideAccess } from './access.ts';
import { LEARNER_ROLES } from './RequireRole.tsx';

/**
 * `/course`: the route table has a protected course-content page and, declared after it, a public
 * course page at the same path. Signed-in learners get the learning screen; visitors get the public
 * course page (the nested route) in the site frame instead of being sent to log in.
 */
export function CourseRoute() {
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const sessionChecked = useAppSelector(({ auth }) => auth.sessionChecked);
  const role = useAppSelector(({ auth }) => auth.user?.role);
  switch (decideAccess({ isLoggedIn, sessionChecked, role }, LEARNER_ROLES)) {
    case 'wait':
      return <FullPageSpinner label="Checking your session" />;
    case 'allow':
      return <CourseLearningPage />;
    default:
      return <SiteLayout />;
  }
}
