import { Breadcrumb, type BreadcrumbItem } from '@academy/ui-kit';
import { RouterLink } from '../../shared/RouterLink.tsx';
import styles from './courses.module.css';

/** The trail every public course page starts with. */
export const COURSES_TRAIL: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Courses', href: '/courses' },
];

/** The breadcrumb above a course page, its links routed in the app. */
export function CourseBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <div className={styles.breadcrumb}>
      <Breadcrumb items={items} linkComponent={RouterLink} />
    </div>
  );
}
