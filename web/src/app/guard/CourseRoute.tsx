import { FullPageSpinner } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { SiteLayout } from '../../features/layout/SiteLayout.tsx';
import { pages } from '../pages.ts';
import { LEARNER_ROLES, useAccess } from './RequireRole.tsx';

/**
 * `/course`: the route table has a protected course-content page and, declared after it, a public
 * course page at the same path. Signed-in learners get the learning screen; visitors get the public
 * course page (the nested route) in the site frame instead of being sent to log in.
 */
export function CourseRoute() {
  const { t } = useTranslation();
  const access = useAccess(LEARNER_ROLES);
  switch (access) {
    case 'wait':
      return <FullPageSpinner label={t('shared.checkingYourSession')} />;
    case 'allow':
      return <pages.CourseLearningPage />;
    default:
      return <SiteLayout />;
  }
}
