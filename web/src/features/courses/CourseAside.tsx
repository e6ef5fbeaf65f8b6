import type { Course } from '@academy/contracts';
import { Card, type CardProps, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { CoursePrice } from './CoursePrice.tsx';
import styles from './courses.module.css';

/** The card beside a course page's story: its picture and price, then what the page adds. */
export function CourseAside({
  course,
  variant,
  children,
}: {
  course: Course;
  variant?: CardProps['variant'];
  children: ReactNode;
}) {
  const image = thumbnailUrl(course.thumbnail_path);
  return (
    <Card padding="lg" variant={variant} className={styles.aside}>
      <Stack gap="4">
        {image ? <img className={styles.hero} src={image} alt="" /> : null}
        <CoursePrice course={course} />
        {children}
      </Stack>
    </Card>
  );
}
