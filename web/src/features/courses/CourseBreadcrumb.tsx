import { Breadcrumb, type BreadcrumbItem } from '@academy/ui-kit';
import { paths } from '../../app/paths/paths.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import styles from './courses.module.css';
import '../../shared/i18n/en-screens/courses.ts';

/** The trail every public course page starts with, in the language of `t`. */
export const coursesTrail = (t: (key: string) => string): BreadcrumbItem[] => [
  { label: t('courses.home'), href: paths.home },
  { label: t('courses.courses'), href: paths.courses },
];

/** The breadcrumb above a course page, its links routed in the app. */
export function CourseBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <div className={styles.breadcrumb}>
      <Breadcrumb items={items} linkComponent={RouterLink} />
    </div>
  );
}
